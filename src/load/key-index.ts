/**
 * An exact map from string keys to small integers (array positions) that
 * does not keep the keys: each slot holds the key's 64-bit fingerprint and
 * the position (12 bytes, open addressing, at most 3/4 full), and a
 * fingerprint hit is confirmed by asking the caller for the key at that
 * position (`keyAt`), so two keys sharing a fingerprint stay apart. For
 * de-duplicating a million records without a `Map` of a million key strings
 * (~130 bytes each).
 *
 * @example
 * const keys = ["a", "b"];
 * const ix = new KeyIndex((i) => keys[i]);
 * [ix.getOrAdd("a", 0), ix.getOrAdd("b", 1), ix.getOrAdd("a", 2)]; // => [-1, -1, 0]
 */
import { fingerprintInto, fingerprintSlot } from "./key-fingerprints.js";

const FP = new Uint32Array(2);

/**
 * Key → position without the keys (see the module comment).
 *
 * @example
 * const ix = new KeyIndex(() => "k");
 * [ix.getOrAdd("k", 3), ix.getOrAdd("k", 4)]; // => [-1, 3]
 */
export class KeyIndex {
  private fps = new Uint32Array(2 * 1024);
  private at = new Int32Array(1024);
  private count = 0;

  /** @param keyAt the key stored at a position (called only on a fingerprint hit, to confirm it) */
  constructor(private readonly keyAt: (position: number) => string) {}

  /**
   * The position stored for `key`; when there is none, store `position` for it and return −1.
   * @example
   * new KeyIndex(() => "").getOrAdd("x", 5); // => -1
   */
  getOrAdd(key: string, position: number): number {
    fingerprintInto(key, FP);
    if (4 * (this.count + 1) > 3 * this.at.length) this.grow();
    const i = fingerprintSlot(this.fps, FP[0], FP[1], (j) => this.keyAt(this.at[j]) === key);
    if (this.fps[2 * i] !== 0 || this.fps[2 * i + 1] !== 0) return this.at[i];
    this.fps[2 * i] = FP[0];
    this.fps[2 * i + 1] = FP[1];
    this.at[i] = position;
    this.count++;
    return -1;
  }

  private grow(): void {
    const fps = this.fps, at = this.at;
    this.fps = new Uint32Array(fps.length * 2);
    this.at = new Int32Array(at.length * 2);
    for (let j = 0; j < at.length; j++) {
      const h1 = fps[2 * j], h2 = fps[2 * j + 1];
      if (h1 === 0 && h2 === 0) continue;
      const i = fingerprintSlot(this.fps, h1, h2, () => false);
      this.fps[2 * i] = h1;
      this.fps[2 * i + 1] = h2;
      this.at[i] = at[j];
    }
  }
}

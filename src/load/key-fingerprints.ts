import { mix32 } from "./mix32.js";

/**
 * A set of 64-bit fingerprints of strings in one typed array (8 bytes a slot,
 * open addressing, at most 3/4 full): the duplicate-id check of a log of
 * millions of records in ~11–21 bytes a record instead of a `Set` of the
 * id strings (~100–150 bytes each). A fingerprint says "maybe seen": two
 * different keys share one with probability ~n²/2⁶⁵ (~3·10⁻⁶ at 10⁷ keys),
 * so a caller that must be exact confirms a hit (e.g. by reading the inputs
 * again, as `export` does to name the first occurrence anyway).
 *
 * @example
 * const s = new KeyFingerprints();
 * [s.add("phantom\u0000a"), s.add("phantom\u0000b"), s.add("phantom\u0000a"), s.size]; // => [true, true, false, 2]
 */
export class KeyFingerprints {
  private slots = new Uint32Array(2 * 1024);
  private count = 0;

  /** The number of distinct fingerprints added. */
  get size(): number {
    return this.count;
  }

  /**
   * Add a key's fingerprint; false when it was already there (the key, or — rarely — another with its fingerprint).
   * @example
   * new KeyFingerprints().add("x"); // => true
   */
  add(key: string): boolean {
    fingerprintInto(key, FP);
    if (4 * (this.count + 1) > 3 * (this.slots.length / 2)) this.grow();
    const i = fingerprintSlot(this.slots, FP[0], FP[1]);
    if (this.slots[2 * i] !== 0 || this.slots[2 * i + 1] !== 0) return false;
    this.slots[2 * i] = FP[0];
    this.slots[2 * i + 1] = FP[1];
    this.count++;
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    for (let j = 0; j < old.length; j += 2) {
      if (old[j] === 0 && old[j + 1] === 0) continue;
      const i = fingerprintSlot(this.slots, old[j], old[j + 1]);
      this.slots[2 * i] = old[j];
      this.slots[2 * i + 1] = old[j + 1];
    }
  }
}

/**
 * The slot of fingerprint (h1, h2) in an open-addressed table of 64-bit
 * fingerprints (`fps[2i]`, `fps[2i + 1]`; (0, 0) = empty; power-of-two
 * slots, never full): the slot holding it, or the first empty slot on its
 * probe path. `same(i)` confirms a fingerprint match at slot i (default: any
 * match counts; `() => false` finds an empty slot). {@link KeyFingerprints}
 * and `KeyIndex` share it.
 *
 * @example
 * const fps = new Uint32Array(8);
 * const i = fingerprintSlot(fps, 5, 7);
 * fps[2 * i] = 5; fps[2 * i + 1] = 7;
 * fingerprintSlot(fps, 5, 7) === i; // => true
 */
export function fingerprintSlot(fps: Uint32Array, h1: number, h2: number, same: (slot: number) => boolean = () => true): number {
  const mask = fps.length / 2 - 1;
  for (let i = (h1 ^ Math.imul(h2, 0x9e3779b1)) & mask; ; i = (i + 1) & mask) {
    const a = fps[2 * i], b = fps[2 * i + 1];
    if ((a === 0 && b === 0) || (a === h1 && b === h2 && same(i))) return i;
  }
}

const FP = new Uint32Array(2);

/**
 * Write a string's 64-bit fingerprint into `out[0]`, `out[1]` (never both 0: that marks an empty slot).
 * @example
 * const fp = new Uint32Array(2);
 * fingerprintInto("a", fp);
 * const a = [...fp];
 * fingerprintInto("b", fp);
 * a.join() === [...fp].join(); // => false
 */
export function fingerprintInto(key: string, out: Uint32Array): void {
  let h1 = 0x811c9dc5; // FNV-1a
  let h2 = 0x9747b28c; // a multiply–xorshift hash with another constant: independent enough for 64 bits
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 = mix32(h1 ^ key.length) >>> 0;
  h2 = mix32(h2 ^ Math.imul(key.length, 0x27d4eb2d)) >>> 0;
  out[0] = h1;
  out[1] = h1 === 0 && h2 === 0 ? 1 : h2; // (0, 0) marks an empty slot
}

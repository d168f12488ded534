/**
 * Record ids with the place each was first seen (a number), by protocol then id: what the exact duplicate check
 * of `forEachRecord` keeps (up to `EXACT_KEYS` ids, or after repeated fingerprint hits). Keyed by the id string
 * itself, not by the `protocol\0id` dedup key (issue 22: building, flattening and hashing that string per record
 * was ~30 ms of 22,500 judge records); {@link ExactKeyPlaces.keys} gives the dedup keys back. A non-string id
 * is keyed by its string form, as the dedup key writes it.
 *
 * @example
 * const k = new ExactKeyPlaces();
 * [k.firstOr("judge", "u1", 7), k.firstOr("judge", "u1", 9), k.size]; // => [undefined, 7, 1]
 */
export class ExactKeyPlaces {
  private readonly byProtocol = new Map<string, Map<string, number>>();
  /** The last protocol asked for and its ids (a log is mostly one protocol: no protocol lookup per record). */
  private lastProtocol: string | null = null;
  private lastIds: Map<string, number> | null = null;
  /** Distinct (protocol, id) pairs held. */
  size = 0;

  /**
   * The place recorded for (protocol, id); when there is none, records `place` and returns undefined.
   * @example
   * new ExactKeyPlaces().firstOr("phantom", "t1", 3); // => undefined
   */
  firstOr(protocol: string, id: string, place: number): number | undefined {
    let ids = this.lastIds;
    if (protocol !== this.lastProtocol || ids === null) {
      let found = this.byProtocol.get(protocol);
      if (found === undefined) this.byProtocol.set(protocol, (found = new Map()));
      this.lastProtocol = protocol;
      this.lastIds = ids = found;
    }
    const k = typeof id === "string" ? id : String(id);
    const prev = ids.get(k);
    if (prev !== undefined) return prev;
    ids.set(k, place);
    this.size++;
    return undefined;
  }

  /**
   * The dedup keys held (`protocol\0id`, as `dedupKey` builds them).
   * @example
   * const k = new ExactKeyPlaces();
   * k.firstOr("judge", "u1", 1);
   * [...k.keys()]; // => ["judge\u0000u1"]
   */
  *keys(): IterableIterator<string> {
    for (const [protocol, ids] of this.byProtocol) for (const id of ids.keys()) yield `${protocol}\u0000${id}`;
  }
}

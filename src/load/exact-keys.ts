/**
 * Up to this many distinct ids, the duplicate-id check of {@link forEachRecord} keeps the id strings
 * themselves (a `Map` of id → first place, hashed natively: a short command pays no JavaScript hashing of
 * fingerprints, issue 22); past it, it moves every id to 64-bit fingerprints and goes on with those
 * (bounded memory on millions of records). Either way a repeat is named with its first place.
 *
 * @example
 * EXACT_KEYS; // => 50000
 */
export const EXACT_KEYS = 50_000;

/**
 * murmur3's 32-bit finaliser ("fmix32"): every input bit reaches every output bit, so the low bits a hash
 * table reads depend on the whole input. Shared by the id fingerprints (`key-fingerprints.ts`) and the
 * duplicate-row hash of the logistic fits (`models/collapse-rows.ts`).
 *
 * @param h a 32-bit integer (any number; read as int32)
 * @returns the mixed value as a signed 32-bit integer
 * @example
 * mix32(0); // => 0
 * mix32(1); // => 1364076727
 */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

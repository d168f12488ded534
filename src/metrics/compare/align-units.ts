import type { DroppedUnit } from "./paired-data.js";

/**
 * Shared units of two sides: the keys both maps hold, sorted, and the keys
 * only one side holds, each dropped with the reason ("only in <side>").
 *
 * @param reference unit key → the reference side's data
 * @param other unit key → the other side's data
 * @param labels the two sides' names, for the reasons
 * @example
 * alignUnits(new Map([["a", 1], ["b", 2]]), new Map([["b", 3], ["c", 4]]), ["m1", "m2"]);
 * // => { units: ["b"], dropped: [{ unit: "a", reason: "only in m1" }, { unit: "c", reason: "only in m2" }] }
 */
export function alignUnits<T>(reference: ReadonlyMap<string, T>, other: ReadonlyMap<string, T>, labels: readonly [string, string]): { units: string[]; dropped: DroppedUnit[] } {
  const units: string[] = [], dropped: DroppedUnit[] = [];
  for (const k of reference.keys()) {
    if (other.has(k)) units.push(k);
    else dropped.push({ unit: k, reason: `only in ${labels[0]}` });
  }
  for (const k of other.keys()) if (!reference.has(k)) dropped.push({ unit: k, reason: `only in ${labels[1]}` });
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  units.sort(cmp);
  dropped.sort((a, b) => cmp(a.unit, b.unit));
  return { units, dropped };
}

/**
 * De-duplication on the natural key, for every record kind (metrics.md §5
 * "Duplicates"): a repeated natural key — the kind's registered key plus the
 * replicate (`replicateKey`: run seed and repeat) — keeps the LAST record
 * (files in argument order, then line order), at the position where the key
 * first appeared. Two seeds or repeats of one model therefore pool instead of
 * collapsing. Records of an unregistered kind are kept as they are. The input
 * is not changed.
 *
 * @example
 * const a = { protocol: "phantom", model: "m", scenario_id: "s", agent: 0, condition: "private", trial_id: "t1", decision: "block" };
 * dedupeByNaturalKey([a, { ...a, trial_id: "t2", decision: "proceed" }]).map((r) => r.decision);  // => ["proceed"]
 * dedupeByNaturalKey([a, { ...a, trial_id: "t2", run_seed: 1 }]).length;                          // => 2
 */
import type { AnyRecord } from "../schema/records.js";
import { replicateKey } from "../schema/records.js";
import { getRecordKind } from "../schema/registry.js";
import { KeyIndex } from "./key-index.js";
import { tupleKey } from "./tuple-key.js";

/**
 * The full de-duplication key of a record: kind, replicate and the kind's natural key, as one string
 * (or null for a record of an unregistered kind).
 *
 * @example
 * naturalKeyOf({ protocol: "hidden_profile", model: "m", variant: "baseline", task_id: "t", session: 0, agent: 1, phase: "pre" });
 * // => '["hidden_profile","s0r0","m","baseline","t",0,1,"pre"]'
 */
export function naturalKeyOf(record: Readonly<AnyRecord>, kindName: string = record.protocol): string | null {
  const kind = getRecordKind(kindName);
  if (!kind) return null;
  return JSON.stringify([kind.name, replicateKey(record as AnyRecord), ...kind.naturalKey(record)]);
}

/** Inputs up to this many records keep their keys in a Map (a few MB at most); larger ones use {@link KeyIndex}. */
const SMALL = 50_000;

/**
 * Keep the last record of every natural key (see module doc).
 *
 * @param records validated records of any kinds, in input order (not changed)
 * @param kind read every record as this kind (for partial records without `protocol`, e.g. in a paradigm's metrics)
 * @returns the survivors, in the order their key first appeared
 * @example
 * dedupeByNaturalKey([]); // => []
 * dedupeByNaturalKey([{ model: "m", item_id: "i", round: 1, condition: "solo", dataset: "d" }, { model: "m", item_id: "i", round: 1, condition: "solo", dataset: "d" }], "panel").length; // => 1
 */
export function dedupeByNaturalKey<R extends object>(records: readonly R[], kind?: string): R[] {
  const out: R[] = [];
  const keyOf = (r: R): string | null => naturalKeyOf(r as unknown as AnyRecord, kind ?? (r as { protocol?: string }).protocol);
  if (records.length <= SMALL) {
    // one kind named: look it up once (naturalKeyOf's string, built without the per-record lookup and spread)
    const k = kind === undefined ? undefined : getRecordKind(kind);
    // (the kind's name, the same for every record, is left out; tupleKey: equal exactly when the JSON is)
    const smallKey = k === undefined ? keyOf : (r: R): string =>
      replicateKey(r as unknown as AnyRecord) + "\u0000" + tupleKey(k.naturalKey(r as unknown as AnyRecord));
    // a small input keeps its key strings in a Map: the same positions as the index below, with no
    // string hashing in JavaScript (issue 22: a short process runs this cold)
    const at = new Map<string, number>();
    for (const r of records) {
      const key = smallKey(r);
      if (key === null) {
        out.push(r);
        continue;
      }
      const i = at.get(key);
      if (i === undefined) {
        at.set(key, out.length);
        out.push(r);
      } else out[i] = r;
    }
    return out;
  }
  // the positions by key without keeping the key strings (a million records: ~16 MB, not ~130 MB)
  const at = new KeyIndex((i) => keyOf(out[i]) as string);
  for (const r of records) {
    const k = keyOf(r);
    if (k === null) {
      out.push(r);
      continue;
    }
    const i = at.getOrAdd(k, out.length);
    if (i === -1) out.push(r);
    else out[i] = r;
  }
  return out;
}

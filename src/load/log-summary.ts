/**
 * What a log holds, per (protocol, model) — one summary for every record
 * kind, used by notebooks and the paradigm helpers: the records as read, the
 * records kept after natural-key de-duplication ({@link dedupeByNaturalKey}),
 * the kept records whose label is null (unparseable), how many of them are
 * simulated, and the number of distinct values of each of the kind's
 * registered summary fields (e.g. phantom: `scenario_id`, `condition`).
 *
 * @example
 * logSummary(logs.phantom);
 * // => [{ protocol: "phantom", model: "typical", records: 120, kept: 120, invalid: 0, simulated: 120,
 * //       distinct: { scenario_id: 6, condition: 5 } }]
 */
import type { AnyRecord } from "../schema/records.js";
import { recordModel } from "../schema/records.js";
import { getRecordKind } from "../schema/registry.js";
import { dedupeByNaturalKey } from "./dedupe-by-natural-key.js";

/** One row of {@link logSummary}. */
export interface LogSummaryRow {
  protocol: string;
  model: string;
  /** Records as read. */
  records: number;
  /** Records after de-duplication. */
  kept: number;
  /** Kept records whose label field (the spec's `label: true` field) is null. */
  invalid: number;
  /** Kept records carrying `simulated: true`. */
  simulated: number;
  /** Distinct values per summary field of the kind, over the kept records. */
  distinct: Record<string, number>;
}

/**
 * Summarise records of any kinds; rows sorted by protocol, then model. The input is not changed.
 *
 * @param records validated records (any kinds, input order)
 * @example
 * logSummary([{ protocol: "panel", model: "a", dataset: "d", item_id: "i", round: 1, condition: "solo", verdict: null, simulated: true }]);
 * // => [{ protocol: "panel", model: "a", records: 1, kept: 1, invalid: 1, simulated: 1, distinct: { item_id: 1, condition: 1 } }]
 */
export function logSummary(records: readonly { protocol: string }[]): LogSummaryRow[] {
  const rows = new Map<string, { row: LogSummaryRow; sets: Map<string, Set<string>> }>();
  const rowOf = (r: AnyRecord) => {
    const model = recordModel(r);
    const k = JSON.stringify([r.protocol, model]);
    let e = rows.get(k);
    if (!e) {
      const fields = getRecordKind(r.protocol)?.summaryFields ?? [];
      e = { row: { protocol: r.protocol, model, records: 0, kept: 0, invalid: 0, simulated: 0, distinct: {} }, sets: new Map(fields.map((f) => [f, new Set<string>()])) };
      rows.set(k, e);
    }
    return e;
  };
  for (const r of records) rowOf(r as AnyRecord).row.records++;
  for (const r of dedupeByNaturalKey(records as readonly AnyRecord[])) {
    const e = rowOf(r);
    e.row.kept++;
    if (r.simulated === true) e.row.simulated++;
    const spec = getRecordKind(r.protocol)?.spec ?? {};
    for (const [f, fs] of Object.entries(spec)) if ("label" in fs && fs.label && r[f] === null) e.row.invalid++;
    for (const [f, set] of e.sets) if (r[f] !== undefined) set.add(JSON.stringify(r[f]));

  }
  const out = [...rows.values()].map(({ row, sets }) => ({ ...row, distinct: Object.fromEntries([...sets].map(([f, s]) => [f, s.size])) }));
  return out.sort((a, b) => (a.protocol < b.protocol ? -1 : a.protocol > b.protocol ? 1 : a.model < b.model ? -1 : a.model > b.model ? 1 : 0));
}

/**
 * The number of distinct value tuples of `fields` over `records` (absent = null).
 *
 * @example
 * distinctCount([{ d: "x", i: "1" }, { d: "y", i: "1" }, { d: "x", i: "1" }], ["d", "i"]); // => 2
 * distinctCount([{ d: "x" }, { d: "y" }], ["d"]);                                         // => 2
 */
export function distinctCount(records: readonly Readonly<Record<string, unknown>>[], fields: readonly string[]): number {
  const seen = new Set<string>();
  for (const r of records) seen.add(JSON.stringify(fields.map((f) => r[f] ?? null)));
  return seen.size;
}

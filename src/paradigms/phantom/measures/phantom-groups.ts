/**
 * Split phantom records into analysis groups — one per model, or per
 * (model, run_id) when asked — pooling runs and keeping the last record of
 * each (scenario_id, agent, condition, replicate) (spec metrics.md §5: files in argument
 * order, then line order; the replicate is `replicateKey(r)` = run seed and
 * repeat, so two seeds or repeats of one model pool instead of colliding). `invalid` counts the kept records whose decision is null.
 *
 * @example
 * const groups = phantomGroups(logs.phantom);
 * groups.map((g) => [g.model, g.records.length, g.invalid]); // => [["typical", 40, 0]]
 */
import { replicateKey } from "../../../schema/records.js";
import { type PhantomRecord } from "../../../paradigms/phantom/kind.js";

/** The de-duplicated records of one model (or one model's run). */
export interface PhantomGroupRecords {
  model: string;
  /** The run, when grouping by run; otherwise null. */
  run_id: string | null;
  /** Kept records (last wins), in the order their key first appeared. */
  records: PhantomRecord[];
  /** Kept records with `decision: null`. */
  invalid: number;
  /** True when every kept record carries `simulated: true`. */
  simulated: boolean;
}

/** Options of {@link phantomGroups}. */
export interface PhantomGroupOptions {
  /** Group by (model, run_id) instead of pooling a model's runs. Default false. */
  byRun?: boolean;
}

/**
 * Group and de-duplicate phantom records; groups sorted by model, then run_id.
 * The input is not changed.
 *
 * @param records validated phantom records in input order
 * @example
 * phantomGroups([a1, a1again], {}).at(0)?.records.length; // => 1 (the later record)
 */
export function phantomGroups(records: readonly PhantomRecord[], options: PhantomGroupOptions = {}): PhantomGroupRecords[] {
  const byRun = options.byRun ?? false;
  const groups = new Map<string, { model: string; run_id: string | null; kept: Map<string, PhantomRecord> }>();
  for (const r of records) {
    const run = byRun ? r.run_id : null;
    const gk = byRun ? `${r.model}\u0000${r.run_id}` : r.model;
    let g = groups.get(gk);
    if (!g) groups.set(gk, (g = { model: r.model, run_id: run, kept: new Map() }));
    g.kept.set(`${r.scenario_id}\u0000${r.agent}\u0000${r.condition}\u0000${replicateKey(r)}`, r);
  }
  const out: PhantomGroupRecords[] = [];
  for (const g of groups.values()) {
    const kept = [...g.kept.values()];
    let invalid = 0;
    let simulated = kept.length > 0;
    for (const r of kept) {
      if (r.decision === null) invalid++;
      if (r.simulated !== true) simulated = false;
    }
    out.push({ model: g.model, run_id: g.run_id, records: kept, invalid, simulated });
  }
  return out.sort((a, b) => cmp(a.model, b.model) || cmp(a.run_id ?? "", b.run_id ?? ""));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

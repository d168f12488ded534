/**
 * Natural-key de-duplication of hidden-profile records (metrics.md §5,
 * "Duplicates"): a repeated (model, variant, task_id, session, agent, phase,
 * replicate) under different trial ids keeps the last record (files in argument order,
 * then line order). The survivors keep the position of the key's first
 * occurrence; the input is not modified. The replicate
 * (`replicateKey`: run seed and repeat) is part of the key, so runs of one
 * model with different seeds, and `--repeats` draws, pool instead of colliding.
 *
 * @example
 * const a = { model: "m", variant: "baseline", task_id: "t", session: 0, agent: 0, phase: "pre", vote: "A" };
 * dedupeHiddenProfile([a, { ...a, vote: "B" }]).map((r) => r.vote); // => ["B"]
 */
import { replicateKey, type HiddenProfileRecord, type TrialRecord } from "../../schema/records.js";

/** The fields the natural key is built from. */
export type HpKeyed = Pick<HiddenProfileRecord, "model" | "variant" | "task_id" | "session" | "agent" | "phase"> & { run_seed?: unknown; repeat?: unknown };

/** The natural key of a hidden-profile record as one string. */
export function hiddenProfileKey(r: HpKeyed): string {
  return JSON.stringify([r.model, r.variant, r.task_id, r.session, r.agent, r.phase, replicateKey(r as unknown as TrialRecord)]);
}

/** Keep the last record of every natural key (see module doc). */
export function dedupeHiddenProfile<R extends HpKeyed>(records: readonly R[]): R[] {
  const index = new Map<string, number>();
  const out: R[] = [];
  for (const r of records) {
    const k = hiddenProfileKey(r);
    const at = index.get(k);
    if (at === undefined) {
      index.set(k, out.length);
      out.push(r);
    } else out[at] = r;
  }
  return out;
}

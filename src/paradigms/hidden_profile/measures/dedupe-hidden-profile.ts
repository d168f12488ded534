/**
 * Natural-key de-duplication of hidden-profile records (metrics.md §5,
 * "Duplicates"): a repeated (model, variant, task_id, session, agent, phase)
 * under different trial ids keeps the last record (files in argument order,
 * then line order), within a replicate (run seed and repeat pool, they do not
 * collide). The survivors keep the position of the key's first occurrence;
 * the input is not modified. The shared `dedupeByNaturalKey` with the kind's registered key.
 *
 * @example
 * const a = { model: "m", variant: "baseline", task_id: "t", session: 0, agent: 0, phase: "pre", vote: "A" };
 * dedupeHiddenProfile([a, { ...a, vote: "B" }]).map((r) => r.vote); // => ["B"]
 */
import { dedupeByNaturalKey } from "../../../load/dedupe-by-natural-key.js";
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";

/** The fields the natural key is built from. */
export type HpKeyed = Pick<HiddenProfileRecord, "model" | "variant" | "task_id" | "session" | "agent" | "phase">;

/** The natural key of a hidden-profile record as one string. */
export function hiddenProfileKey(r: HpKeyed): string {
  return JSON.stringify([r.model, r.variant, r.task_id, r.session, r.agent, r.phase]);
}

/** Keep the last record of every natural key (see module doc). */
export function dedupeHiddenProfile<R extends HpKeyed>(records: readonly R[]): R[] {
  return dedupeByNaturalKey(records, "hidden_profile");
}

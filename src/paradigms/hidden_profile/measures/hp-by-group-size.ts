/**
 * HiddenBench Table 4 view: the group metrics split by group size N
 * (`n_agents`), one row per (model, variant, N), sorted by model, variant, N.
 *
 * @example
 * hiddenProfileByGroupSize(records).map((r) => [r.n_agents, r.y_post.value]); // => [[3, 0.51], [4, 0.32], ...]
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { hiddenProfileMetrics, type HpGroupRow } from "./hidden-profile-metrics.js";

/** A group row with its group size. */
export type HpGroupSizeRow = HpGroupRow & { n_agents: number };

/** See module doc. */
export function hiddenProfileByGroupSize(records: readonly HiddenProfileRecord[]): HpGroupSizeRow[] {
  const sizes = [...new Set(records.map((r) => r.n_agents))].sort((a, b) => a - b);
  const rows = sizes.flatMap((n) => hiddenProfileMetrics(records.filter((r) => r.n_agents === n)).groups.map((g) => ({ ...g, n_agents: n })));
  return rows.sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : a.variant < b.variant ? -1 : a.variant > b.variant ? 1 : a.n_agents - b.n_agents));
}

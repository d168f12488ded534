/**
 * The task-validity table of the bank (HiddenBench §4.2; metrics.md §3): the
 * per-(model, task) validation rows of {@link hiddenProfileMetrics} computed
 * on one variant's records only (default "validation": pre-discussion votes
 * in the hidden- and full-profile conditions).
 *
 * @example
 * hiddenProfileValidityTable(logs.hidden_profile)[0];
 * // => { model: "gpt-4.1-sim", task_id: "hp-001", pre_acc: 0.1, full_acc: 0.7, valid: false }
 */
import { hiddenProfileMetrics, type HpTaskRow } from "../measures/index.js";
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";

/** See module doc. */
export function hiddenProfileValidityTable(records: readonly HiddenProfileRecord[], variant = "validation"): HpTaskRow[] {
  return hiddenProfileMetrics(records.filter((r) => r.variant === variant)).tasks;
}

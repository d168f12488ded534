/**
 * HiddenBench Table 4 (group size) for one model: its baseline records split
 * by the tasks' group size N ({@link hiddenProfileByGroupSize}) and set beside
 * the paper's rows ({@link hiddenProfileComparisonRows}, matched by N).
 *
 * @example
 * hiddenProfileGroupSizeTable(logs.hidden_profile, "gpt-4.1-sim")[0];
 * // => { condition: "N = 3", "Y_pre (sim)": 0.1, "Y_post (sim)": 0.5, ..., "Y_post (paper)": 0.514, ... }
 */
import { hiddenProfileByGroupSize } from "../measures/index.js";
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { HIDDENBENCH_PAPER, type HpPaperRow } from "./hiddenbench-paper.js";
import { hiddenProfileComparisonRows } from "./hp-comparison-table.js";

/**
 * @param records hidden-profile records (any models and variants)
 * @param model the model shown
 * @param paper the paper's rows with ids "3".."7" (default {@link HIDDENBENCH_PAPER}.table4)
 * @param variant the variant split by size (default "baseline")
 */
export function hiddenProfileGroupSizeTable(records: readonly HiddenProfileRecord[], model: string, paper: readonly HpPaperRow[] = HIDDENBENCH_PAPER.table4, variant = "baseline") {
  const bySize = hiddenProfileByGroupSize(records.filter((r) => r.model === model && r.variant === variant));
  return hiddenProfileComparisonRows(bySize, paper, model, (g) => String(g.n_agents));
}

/**
 * The paired pre→post table of the hidden-profile notebook: McNemar's exact
 * test per (model, variant) ({@link hiddenProfileMcnemarByGroup}, records
 * de-duplicated first) with the net change c − b. `select: "baseline"` keeps
 * the baseline variant of every model (first column `model`);
 * `select: "ablations"` keeps one model's variants other than the baseline and
 * the bank-validation run (first column `variant`).
 *
 * @throws TypeError when `select` is "ablations" without a model
 * @example
 * hiddenProfileMcnemarTable(logs.hidden_profile, { select: "baseline" })[0];
 * // => { model: "gemini-2.5-flash-lite-sim", pairs: 960, "b (right → wrong)": 40, "c (wrong → right)": 301, "net c − b": 261, "McNemar exact p": 3.1e-50 }
 */
import { argError } from "../../../errors.js";
import { dedupeHiddenProfile, hiddenProfileMcnemarByGroup } from "../measures/index.js";
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";

/** Options of {@link hiddenProfileMcnemarTable}. */
export type HpMcnemarTableOptions = { select: "baseline" } | { select: "ablations"; model: string };

/** See module doc. */
export function hiddenProfileMcnemarTable(records: readonly HiddenProfileRecord[], options: HpMcnemarTableOptions) {
  const rows = hiddenProfileMcnemarByGroup(dedupeHiddenProfile(records));
  const cells = (r: (typeof rows)[number]) => ({ pairs: r.pairs, "b (right → wrong)": r.b, "c (wrong → right)": r.c, "net c − b": r.c - r.b, "McNemar exact p": r.p });
  if (options.select === "baseline") return rows.filter((r) => r.variant === "baseline").map((r) => ({ model: r.model, ...cells(r) }));
  if (typeof options.model !== "string") throw new TypeError(argError("hiddenProfileMcnemarTable", "options.model", "a model name", options.model));
  return rows.filter((r) => r.model === options.model && r.variant !== "baseline" && r.variant !== "validation").map((r) => ({ variant: r.variant, ...cells(r) }));
}

/**
 * Why a panel record's option probabilities are null, as a record field
 * (`p_flag_null_reason`, issue 20): {@link panelOptionProbs}'s values with
 * the reason {@link optionProbsExplained} gives when there is none ("the reply
 * carries no logprobs", "no label was parsed from the reply", "no token writes
 * the label B outside reasoning", ...). The reason is null when `p_flag` is a
 * number; a value present but outside [0, 1] (never from a valid payload)
 * gets its own reason.
 *
 * @example
 * panelOptionProbsNoted(null, "A");
 * // => { p_flag: null, p_chosen: null, p_flag_null_reason: "the reply carries no logprobs (the endpoint ignored them or was not asked)" }
 * panelOptionProbsNoted([{ token: "B", logprob: Math.log(0.8), top_logprobs: [{ token: "A", logprob: Math.log(0.2) }] }], "B").p_flag_null_reason;
 * // => null
 */
import { optionProbsExplained } from "../../../runner/option-probs.js";
import { panelCleanLogprobs, panelOptionProbs } from "./logprobs.js";

/** The reason text for a payload that leaves no well-formed token. */
const NO_USABLE = "the reply's logprobs hold no well-formed token (malformed or invalid log-probabilities)";

/**
 * {@link panelOptionProbs} plus `p_flag_null_reason` (see module doc).
 * @param raw the reply's `logprobs` as received (any shape)
 * @param chosen the parsed letter, or null
 * @example
 * panelOptionProbsNoted([{ token: "A", logprob: 0.7, top_logprobs: "x" }], "A").p_flag_null_reason;
 * // => "no option letter among the answer token's alternatives"
 * panelOptionProbsNoted({ tokens: "x" }, "A").p_flag_null_reason;
 * // => "the reply's logprobs hold no well-formed token (malformed or invalid log-probabilities)"
 */
export function panelOptionProbsNoted(raw: unknown, chosen: "A" | "B" | null): { p_flag: number | null; p_chosen: number | null; p_flag_null_reason: string | null } {
  const values = panelOptionProbs(raw, chosen);
  if (values.p_flag !== null) return { ...values, p_flag_null_reason: null };
  const content = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as { content?: unknown }).content : raw;
  if (raw === null || raw === undefined || (Array.isArray(content) && content.length === 0)) return { ...values, p_flag_null_reason: optionProbsExplained(null, ["A", "B"]).reason };
  const clean = panelCleanLogprobs(raw);
  if (clean === null) return { ...values, p_flag_null_reason: NO_USABLE };
  let reason: string | null;
  try {
    reason = optionProbsExplained(clean, ["A", "B"], { chosen }).reason;
  } catch (e) {
    reason = e instanceof Error ? e.message : String(e);
  }
  return { ...values, p_flag_null_reason: reason ?? "the option probability of (A) is not a number in [0, 1]" };
}

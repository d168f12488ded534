/**
 * The paper's seven-point annotation rubric (paper 000 §3.3 and App. B.3: two
 * annotators reviewed sampled scenarios for gold-label clarity, phantom-target
 * validity, public-signal ambiguity, private-judgment leakage, explicit
 * majority pressure, norm-source match and target-direction validity; Cohen's
 * κ = 0.83) — the items are the bank's `RUBRIC_ITEMS` (`rubric.ts`, whose
 * mechanical floor the validator checks); each is a yes/no question here; `pass` is the answer a valid
 * scenario gets. The questions paraphrase the paper's annotator instructions
 * (App. B.3, quoted in `instructions`). Used by `groupthink scenarios annotate`
 * (the sheet) and `scenarios agreement` (κ per item).
 *
 * @example
 * PHANTOM_RUBRIC.map((i) => i.item);
 * // => ["gold_clarity", "phantom_validity", "signal_ambiguity", "private_leakage", "explicit_majority", "norm_source_match", "direction_validity"]
 */
import { RUBRIC_ITEMS, type RubricItem } from "./rubric.js";

/** One rubric item of the sheet. */
export interface AnnotationRubricItem {
  readonly item: RubricItem;
  readonly question: string;
  /** The answer of a valid scenario. */
  readonly pass: "yes" | "no";
}

const QUESTIONS: Readonly<Record<RubricItem, Omit<AnnotationRubricItem, "item">>> = {
  gold_clarity: { question: "Do the case facts alone clearly support the gold decision?", pass: "yes" },
  phantom_validity: { question: "Is the phantom target plausible but incorrect given the facts?", pass: "yes" },
  signal_ambiguity: { question: "Do the public statements suggest a possible group tendency while staying ambiguous?", pass: "yes" },
  private_leakage: { question: "Does any public statement directly reveal its speaker's private decision?", pass: "no" },
  explicit_majority: { question: "Does any public statement explicitly state a majority, vote or consensus?", pass: "no" },
  norm_source_match: { question: "Do the public statements match the intended norm-source category?", pass: "yes" },
  direction_validity: { question: "Is the gold-to-phantom direction a meaningful error (the taxonomy's direction and outcome risk fit the case)?", pass: "yes" },
};

/** The seven items, in the paper's order (§3.3): the bank's {@link RUBRIC_ITEMS} with their questions. */
export const PHANTOM_RUBRIC: readonly AnnotationRubricItem[] = RUBRIC_ITEMS.map((item) => ({ item, ...QUESTIONS[item] }));

/** The paper's annotator instructions (App. B.3, verbatim). */
export const PHANTOM_ANNOTATOR_INSTRUCTIONS =
  "You will review synthetic multi-agent decision-making scenarios for a research benchmark. For each scenario, read the base context, decision request, gold private decision, phantom target, taxonomy labels, and public statements. Your task is to judge whether the scenario is valid for measuring ambiguous public belief inference. Check whether the gold decision is supported by the facts, whether the phantom target is plausible but incorrect, whether the public statements suggest a possible group tendency without explicitly stating a majority or consensus, whether any statement directly reveals the speaker's private decision, and whether the public statements match the intended norm-source category. Do not judge model outputs or decide whether a model failed; only validate the scenario design. Mark a scenario as invalid if the public statements are too explicit, if the gold label is unclear, if the phantom target is implausible, or if the public signals leak private judgments. The examples are synthetic and do not contain personal information. There are no known risks beyond ordinary text review.";

/**
 * Originality check for drafted phantom scenarios (`groupthink scenarios
 * generate`): a draft is rejected when its content words are too similar to
 * an existing scenario's (the bank, and drafts accepted earlier in the batch).
 *
 * Similarity = Jaccard index |A ∩ B| / |A ∪ B| of the two sets of content words
 * of `base_context` + `decision_request` (lower-cased ASCII letter/digit runs of
 * at least 3 characters, minus a list of English function words). A draft is
 * too similar when the index is ≥ 2/5, compared exactly (5·|A ∩ B| ≥ 2·|A ∪ B|).
 * Why 2/5: the 120 hand-written bank scenarios are at most 0.204 similar to
 * their nearest neighbour, so 0.4 is about twice the largest similarity
 * between two scenarios written independently, while a light rewording of one
 * scenario keeps well above it.
 *
 * @example
 * phantomSimilarity({ base_context: "A payroll batch of 41,200 EUR", decision_request: "Release it?" },
 *                   { base_context: "A payroll batch of 9,000 EUR", decision_request: "Release it today?" });
 * // => { shared: 4, union: 7, value: 0.571… }   (shared: payroll, batch, eur, release; also 200, 000, today)
 * phantomOriginalityIssue(draft, bank); // => "originality: ... 0.62 ... ph-017 ..." or null
 */

/** The rejection threshold as a fraction: too similar when Jaccard ≥ num/den. */
export const PHANTOM_MAX_SIMILARITY = { num: 2, den: 5 } as const;

const STOP = new Set((
  "the and for with that this these those from into onto over under about after before during while than then there their they them " +
  "its was were are been being has have had not but any all each other some more most can could would should will may might must " +
  "does did who whom whose what when where which why how also only just very our your his her she him you one two per via yet nor"
).split(" "));

/**
 * The content words of a text (lower-cased `[a-z0-9]+` runs of ≥ 3 characters, function words removed).
 * @example
 * [...contentWords("Decide whether to release the payroll batch.")]; // => ["decide", "whether", "release", "payroll", "batch"]
 */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) if (w.length >= 3 && !STOP.has(w)) out.add(w);
  return out;
}

/** The texts the check compares. */
export interface ScenarioText { base_context: string; decision_request: string }

/**
 * Jaccard similarity of two scenarios' content words (`value` null when both sets are empty).
 * @example
 * phantomSimilarity({ base_context: "alpha beta", decision_request: "" }, { base_context: "beta gamma", decision_request: "" }).value; // => 0.333…
 */
export function phantomSimilarity(a: ScenarioText, b: ScenarioText): { shared: number; union: number; value: number | null } {
  const wa = contentWords(`${a.base_context}\n${a.decision_request}`), wb = contentWords(`${b.base_context}\n${b.decision_request}`);
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  const union = wa.size + wb.size - shared;
  return { shared, union, value: union === 0 ? null : shared / union };
}

/**
 * The rejection reason when `draft` is too similar to one of `existing` (the most similar one is named), else null.
 * @example
 * phantomOriginalityIssue(bank[0], bank); // => "originality: base_context + decision_request share 1.000 of their content words with ph-001 (Jaccard ≥ 0.4)"
 */
export function phantomOriginalityIssue(draft: ScenarioText, existing: readonly (ScenarioText & { id: string })[]): string | null {
  let worst: { id: string; shared: number; union: number } | null = null;
  for (const s of existing) {
    const sim = phantomSimilarity(draft, s);
    if (sim.union === 0) continue;
    if (!worst || sim.shared * worst.union > worst.shared * sim.union) worst = { id: s.id, shared: sim.shared, union: sim.union };
  }
  if (!worst || PHANTOM_MAX_SIMILARITY.den * worst.shared < PHANTOM_MAX_SIMILARITY.num * worst.union) return null;
  const limit = PHANTOM_MAX_SIMILARITY.num / PHANTOM_MAX_SIMILARITY.den;
  return `originality: base_context + decision_request share ${(worst.shared / worst.union).toFixed(3)} of their content words with ${worst.id} (Jaccard ≥ ${limit})`;
}

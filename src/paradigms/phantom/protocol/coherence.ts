/**
 * A lexical coherence check of a drafted phantom scenario (`scenarios
 * generate`): a draft is incoherent when its decision request shares no content
 * word with its case text (`base_context`) AND at least
 * {@link PHANTOM_INCOHERENT_SIGNALS} of its public signals share none with the
 * case text and request — the request and the signals then belong to other
 * cases (e.g. a draft stitched from several scenarios). Content words as in
 * `originality.ts`. Calibration (issue 26): none of the 480 scenarios of the
 * shipped bank is flagged; of 58 parseable simulator drafts (60 specs), 43 are.
 *
 * @example
 * phantomCoherenceIssue({ base_context: "A restaurant's card settlements rose.", decision_request: "Decide whether to settle the card receipts.", public_signals: ["Settlements rose."] }); // => null
 */
import { contentWords } from "./originality.js";

/** Signals unrelated to the case needed (with an unrelated request) to call a draft incoherent. */
export const PHANTOM_INCOHERENT_SIGNALS = 2;

/** What the check reads of a draft. */
export interface PhantomCoherenceInput {
  base_context: string;
  decision_request: string;
  public_signals?: readonly string[];
}

/**
 * The reason a draft is incoherent, or null.
 * @example
 * phantomCoherenceIssue({ base_context: "A pharmacy ships insulin.", decision_request: "Decide whether to approve the loan.", public_signals: ["The runway lights failed.", "Tickets sold out.", "A pharmacy note."] });
 * // => "decision_request shares no content word with base_context, and 2 of 3 public_signals share none with either: the request and signals do not belong to this case"
 */
export function phantomCoherenceIssue(d: PhantomCoherenceInput): string | null {
  const ctx = contentWords(d.base_context), req = contentWords(d.decision_request);
  if ([...req].some((w) => ctx.has(w))) return null;
  const both = new Set([...ctx, ...req]);
  const signals = d.public_signals ?? [];
  const unrelated = signals.filter((s) => ![...contentWords(s)].some((w) => both.has(w))).length;
  if (unrelated < PHANTOM_INCOHERENT_SIGNALS) return null;
  return `decision_request shares no content word with base_context, and ${unrelated} of ${signals.length} public_signals share none with either: the request and signals do not belong to this case`;
}

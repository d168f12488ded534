import { argError } from "../errors.js";
import type { TokenLogprob } from "./types.js";

export interface OptionProbs {
  /** Renormalised probability per valid letter (0 for letters absent from the top-k). */
  probs: Record<string, number>;
  /** Natural log of `probs` (−Infinity for absent letters; not JSON-serialisable as such). */
  logprobs: Record<string, number>;
  /** Raw probability mass of the valid letters at the answer token, in (0, 1]. */
  covered: number;
  /** Index of the answer token in the reply's tokens. */
  token_index: number;
  /** The letter actually generated at the answer token. */
  chosen: string;
}

function letterOf(token: string): string {
  return token.trim().replace(/^[(*[]+|[)*\].:]+$/g, "");
}

/**
 * Option-letter probabilities from token log-probabilities: find the answer
 * token (the first generated token that is one of the option letters, after
 * trimming spaces and brackets/asterisks), take the letters' probabilities
 * from its `top_logprobs` (and the sampled token itself), merge variants of
 * the same letter (`"B"`, `" B"`), and renormalise over the valid letters.
 * Letters absent from the top-k get probability 0 (log-probability −∞). The
 * raw probability mass the valid letters cover is returned as `covered`.
 *
 * Reference: the option-probability readout used for p_flag / p_chosen in the
 * panel protocol (trial-logs.md, `panel`).
 *
 * @param logprobs per-token log-probabilities of the reply (null when the endpoint returned none)
 * @param letters the valid option letters, e.g. `["A", "B"]`
 * @param tokenIndex position of the answer token, when the caller knows it (default: first letter token)
 * @returns null when there are no logprobs, no answer token, or no valid letter in its top-k
 * @throws RangeError for an empty or duplicated letter set
 * @example
 * optionProbs([{ token: "B", logprob: Math.log(0.6),
 *   top_logprobs: [{ token: "B", logprob: Math.log(0.6) }, { token: "A", logprob: Math.log(0.2) }, { token: "I", logprob: Math.log(0.2) }] }],
 *   ["A", "B", "C"]);
 * // => { probs: { A: 0.25, B: 0.75, C: 0 }, logprobs: { A: Math.log(0.25), B: Math.log(0.75), C: -Infinity }, covered: 0.8, token_index: 0, chosen: "B" }
 */
export function optionProbs(logprobs: TokenLogprob[] | null | undefined, letters: readonly string[], tokenIndex?: number): OptionProbs | null {
  if (letters.length === 0 || new Set(letters).size !== letters.length) {
    throw new RangeError(argError("optionProbs", "letters", "a non-empty set of distinct letters", letters));
  }
  if (!logprobs || logprobs.length === 0) return null;
  const valid = new Set(letters);
  let idx = tokenIndex ?? -1;
  if (tokenIndex === undefined) idx = logprobs.findIndex((t) => valid.has(letterOf(t.token)));
  if (idx < 0 || idx >= logprobs.length) return null;
  const at = logprobs[idx];
  const chosen = letterOf(at.token);
  const seen = new Map<string, number>();
  for (const alt of [{ token: at.token, logprob: at.logprob }, ...at.top_logprobs]) {
    if (!seen.has(alt.token) && Number.isFinite(alt.logprob)) seen.set(alt.token, alt.logprob);
  }
  const mass: Record<string, number> = {};
  for (const l of letters) mass[l] = 0;
  let covered = 0;
  for (const [token, lp] of seen) {
    const l = letterOf(token);
    if (!valid.has(l)) continue;
    const p = Math.exp(lp);
    mass[l] += p;
    covered += p;
  }
  if (!(covered > 0)) return null;
  const probs: Record<string, number> = {};
  const lps: Record<string, number> = {};
  for (const l of letters) {
    probs[l] = mass[l] / covered;
    lps[l] = mass[l] > 0 ? Math.log(probs[l]) : Number.NEGATIVE_INFINITY;
  }
  return { probs, logprobs: lps, covered: Math.min(1, covered), token_index: idx, chosen: valid.has(chosen) ? chosen : "" };
}

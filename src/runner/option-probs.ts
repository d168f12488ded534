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
  return token.trim().replace(/^["'(*[]+|["')*\].:,]+$/g, "");
}

const STRONG_CUE = /(answer|verdict|judg(?:e)?ment|decision|final|choose|chose|choice|select(?:ed)?|pick|label|classif\w*|response)\W{0,8}$/i;
const WEAK_CUE = /(option|\(|\[|\*\*)\W{0,3}$/i;

/** Character ranges of reasoning blocks (`<think>…</think>`, `<thinking>`, `<reasoning>`; an unclosed one runs to the end). */
function reasoningRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  const re = /<(think|thinking|reasoning)>[\s\S]*?(?:<\/\1>|$)/gi;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push([m.index, m.index + m[0].length]);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/** Where the answer token is, or why there is none. */
export type AnswerToken = { index: number; reason: null } | { index: null; reason: string };

/**
 * The token at which the label is written: among the tokens that are one of `letters` (the
 * parsed `chosen` letter when given) standing alone in the reply's text and outside
 * reasoning blocks (`<think>…</think>`), the first one after an answer cue ("Answer:",
 * "verdict", "judgment", …), else the first after a weak cue ("Option", "(", "**"), else the
 * first that is not an article ("A good question …"). Null with the reason otherwise.
 *
 * @param chosen the label the parser read (null: none was read → no token; undefined: any letter)
 * @example
 * const t = (token: string) => ({ token, logprob: 0, top_logprobs: [] });
 * answerToken([t("<think>"), t("A"), t(" or B"), t("</think>"), t("A"), t(" request like this"), t(" is"), t(" harmful"), t(". Answer"), t(":"), t(" A")], ["A", "B"], "A");
 * // => { index: 10, reason: null }
 * answerToken([t("Answer"), t(": B")], ["A", "B"], null); // => { index: null, reason: "no label was parsed from the reply" }
 */
export function answerToken(logprobs: readonly TokenLogprob[], letters: readonly string[], chosen?: string | null): AnswerToken {
  if (chosen === null) return { index: null, reason: "no label was parsed from the reply" };
  const valid = new Set(chosen !== undefined ? [chosen] : letters);
  const starts: number[] = [];
  let text = "";
  for (const t of logprobs) {
    starts.push(text.length);
    text += t.token;
  }
  const ranges = reasoningRanges(text);
  const inReasoning = (pos: number): boolean => ranges.some(([a, b]) => pos >= a && pos < b);
  let strong = -1, weak = -1, plain = -1, seen = 0;
  for (let i = 0; i < logprobs.length; i++) {
    const l = letterOf(logprobs[i].token);
    if (!valid.has(l)) continue;
    const pos = starts[i] + logprobs[i].token.indexOf(l);
    if (inReasoning(pos)) continue;
    const before = text[pos - 1] ?? "", after = text[pos + l.length] ?? "";
    if (/[A-Za-z0-9]/.test(before) || /[A-Za-z0-9]/.test(after)) continue;
    seen++;
    const left = text.slice(Math.max(0, pos - 40), pos);
    if (STRONG_CUE.test(left)) {
      if (strong < 0) strong = i;
    } else if (WEAK_CUE.test(left)) {
      if (weak < 0) weak = i;
    } else if (!/^ [a-z]/.test(text.slice(pos + l.length, pos + l.length + 2)) && plain < 0) plain = i;
  }
  const index = strong >= 0 ? strong : weak >= 0 ? weak : plain;
  if (index >= 0) return { index, reason: null };
  return { index: null, reason: seen > 0 ? "the label letter appears only as a word (an article), not as the answer" : `no token writes the label${chosen !== undefined ? ` ${chosen}` : ""} outside reasoning` };
}

/**
 * Option-letter probabilities from token log-probabilities: find the answer
 * token (the token where the label is written: see {@link answerToken}; with
 * `{ chosen }` the parsed label's own token; a number = that token), take the letters' probabilities
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
 * @param at position of the answer token when the caller knows it, or `{ chosen }`: the label the parser read
 *   (null = none read → null); default: the answer token among all letters ({@link answerToken})
 * @returns null when there are no logprobs, no answer token, or no valid letter in its top-k ({@link optionProbsExplained} says which)
 * @throws RangeError for an empty or duplicated letter set
 * @example
 * optionProbs([{ token: "B", logprob: Math.log(0.6),
 *   top_logprobs: [{ token: "B", logprob: Math.log(0.6) }, { token: "A", logprob: Math.log(0.2) }, { token: "I", logprob: Math.log(0.2) }] }],
 *   ["A", "B", "C"]);
 * // => { probs: { A: 0.25, B: 0.75, C: 0 }, logprobs: { A: Math.log(0.25), B: Math.log(0.75), C: -Infinity }, covered: 0.8, token_index: 0, chosen: "B" }
 */
export function optionProbs(logprobs: TokenLogprob[] | null | undefined, letters: readonly string[], at?: number | { chosen?: string | null }): OptionProbs | null {
  return optionProbsExplained(logprobs, letters, at).value;
}

/**
 * {@link optionProbs} with the reason when there is no value ("the reply carries no logprobs",
 * "no label was parsed from the reply", "no token writes the label B outside reasoning", ...).
 *
 * @example
 * optionProbsExplained(null, ["A", "B"], { chosen: "A" }); // => { value: null, reason: "the reply carries no logprobs (the endpoint ignored them or was not asked)" }
 */
export function optionProbsExplained(logprobs: TokenLogprob[] | null | undefined, letters: readonly string[], at?: number | { chosen?: string | null }): { value: OptionProbs | null; reason: string | null } {
  if (letters.length === 0 || new Set(letters).size !== letters.length) {
    throw new RangeError(argError("optionProbs", "letters", "a non-empty set of distinct letters", letters));
  }
  if (!logprobs || logprobs.length === 0) return { value: null, reason: "the reply carries no logprobs (the endpoint ignored them or was not asked)" };
  const valid = new Set(letters);
  let idx: number;
  if (typeof at === "number") idx = at;
  else {
    const found = answerToken(logprobs, letters, at?.chosen);
    if (found.index === null) return { value: null, reason: found.reason };
    idx = found.index;
  }
  if (idx < 0 || idx >= logprobs.length) return { value: null, reason: `token index ${idx} is outside the reply's ${logprobs.length} tokens` };
  const tok = logprobs[idx];
  const chosen = letterOf(tok.token);
  const seen = new Map<string, number>();
  for (const alt of [{ token: tok.token, logprob: tok.logprob }, ...tok.top_logprobs]) {
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
  if (!(covered > 0)) return { value: null, reason: "no option letter among the answer token's alternatives" };
  const probs: Record<string, number> = {};
  const lps: Record<string, number> = {};
  for (const l of letters) {
    probs[l] = mass[l] / covered;
    lps[l] = mass[l] > 0 ? Math.log(probs[l]) : Number.NEGATIVE_INFINITY;
  }
  return { value: { probs, logprobs: lps, covered: Math.min(1, covered), token_index: idx, chosen: valid.has(chosen) ? chosen : "" }, reason: null };
}

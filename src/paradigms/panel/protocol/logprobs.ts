/**
 * Option-letter probabilities of a panel reply that survive whatever an
 * endpoint sends as log-probabilities (issue 17): the chat shape
 * (`[{token, logprob, top_logprobs: [...]}]` or `{content: [...]}`), the legacy
 * completions shape (`{tokens, token_logprobs, top_logprobs: [{token: lp}]}`),
 * dict-shaped `top_logprobs`, and garbage (`top_logprobs: "x"`, strings,
 * NaN). A log-probability must be a finite number ≤ 0 (a probability ≤ 1):
 * invalid entries are ignored, never trusted. No usable logprobs → null
 * (`p_flag: null`), and the run goes on.
 *
 * @example
 * panelOptionProbs([{ token: "A", logprob: 0.7, top_logprobs: "x" }], "A"); // => { p_flag: null, p_chosen: null }
 * panelOptionProbs([{ token: "B", logprob: Math.log(0.8), top_logprobs: [{ token: "A", logprob: Math.log(0.2) }] }], "B");
 * // => { p_flag: 0.2, p_chosen: 0.8 } (up to rounding)
 */
import { optionProbs } from "../../../runner/option-probs.js";
import type { TokenLogprob } from "../../../runner/types.js";

const validLp = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x) && x <= 0;

function alternatives(x: unknown): { token: string; logprob: number }[] {
  if (Array.isArray(x)) {
    return x.filter((a): a is { token: string; logprob: number } =>
      typeof a === "object" && a !== null && typeof (a as { token?: unknown }).token === "string" && validLp((a as { logprob?: unknown }).logprob))
      .map((a) => ({ token: a.token, logprob: a.logprob }));
  }
  if (typeof x === "object" && x !== null) return Object.entries(x as Record<string, unknown>).filter(([, v]) => validLp(v)).map(([token, v]) => ({ token, logprob: v as number }));
  return [];
}

/**
 * Normalise any logprob payload into well-formed tokens (invalid entries dropped; a token whose
 * own logprob is invalid keeps only its valid alternatives, with its own value at −∞).
 * @returns null when nothing usable is left
 * @example
 * panelCleanLogprobs({ tokens: ["B"], token_logprobs: [-0.1], top_logprobs: [{ B: -0.1, A: -2.4 }] })?.[0].top_logprobs.length; // => 2
 */
export function panelCleanLogprobs(raw: unknown): TokenLogprob[] | null {
  let entries: unknown[] | null = null;
  if (Array.isArray(raw)) entries = raw;
  else if (typeof raw === "object" && raw !== null) {
    const o = raw as Record<string, unknown>;
    if (Array.isArray(o.content)) entries = o.content;
    else if (Array.isArray(o.tokens)) {
      const lps = Array.isArray(o.token_logprobs) ? o.token_logprobs : [];
      const tops = Array.isArray(o.top_logprobs) ? o.top_logprobs : [];
      entries = o.tokens.map((t, i) => ({ token: t, logprob: lps[i], top_logprobs: tops[i] }));
    }
  }
  if (!entries) return null;
  const out: TokenLogprob[] = [];
  for (const e of entries) {
    if (typeof e !== "object" || e === null) continue;
    const o = e as Record<string, unknown>;
    if (typeof o.token !== "string") continue;
    out.push({ token: o.token, logprob: validLp(o.logprob) ? o.logprob : Number.NEGATIVE_INFINITY, top_logprobs: alternatives(o.top_logprobs) });
  }
  return out.length ? out : null;
}

/**
 * `p_flag` = P((A)) and `p_chosen` = P(chosen letter), renormalised over the option letters
 * at the answer token; both null when the reply has no usable logprobs.
 * @param raw the reply's `logprobs` as received (any shape)
 * @param chosen the parsed letter, or null
 * @example
 * panelOptionProbs(null, "A"); // => { p_flag: null, p_chosen: null }
 */
export function panelOptionProbs(raw: unknown, chosen: "A" | "B" | null): { p_flag: number | null; p_chosen: number | null } {
  let op: ReturnType<typeof optionProbs> = null;
  // read at the token where the parsed letter is written (not a letter inside <think> or the article "A")
  try { op = optionProbs(panelCleanLogprobs(raw), ["A", "B"], { chosen }); } catch { op = null; }
  if (!op) return { p_flag: null, p_chosen: null };
  const pf = op.probs.A;
  const p_flag = Number.isFinite(pf) && pf >= 0 && pf <= 1 ? pf : null;
  const pc = chosen ? op.probs[chosen] : null;
  return { p_flag, p_chosen: pc !== null && pc !== undefined && Number.isFinite(pc) && pc >= 0 && pc <= 1 ? pc : null };
}

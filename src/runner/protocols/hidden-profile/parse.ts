/**
 * Tolerant, versioned parsers of hidden-profile replies, for what chat models
 * write. A vote reply: `<think>` / `<thinking>` blocks are dropped, curly
 * quotes and apostrophes unified, every balanced `{...}` object in the text
 * read (code fences, preambles, sign-offs, pretty-printing, trailing commas
 * and case-insensitive keys `vote` / `final_vote` / `choice` / `decision` /
 * `answer` allowed); without JSON, a labelled line (`My vote: X`, `**Final
 * answer:** X`, `Vote - X`) or a bare option. An option matches
 * case-insensitively with quotes, emphasis and trailing punctuation ignored
 * on both sides (`Bravo Moving Co.` = `bravo moving co`), or when the vote
 * text names exactly one option. Several statements naming one option give
 * that option; naming different options, none, or an unknown one gives
 * `vote: null` with `error` saying why (the record keeps the raw text). A
 * discussion message's stance is read from `Current choice: X` / `my
 * (current) choice is X` / `I vote for X` phrases (the last one counts).
 *
 * @example
 * parseHpVote('Sure!\n```json\n{"vote": "bravo moving co", "rationale": "cheap"}\n```', ["Alpha Vans", "Bravo Moving Co."]);
 * // => { vote: "Bravo Moving Co.", rationale: "cheap", error: null }
 * parseHpChoice("We should go.\nCurrent choice: East Town", ["North Hill", "East Town"]); // => "East Town"
 */
import { replyObjectSpans, stripReasoningBlocks } from "../../reply-text.js";

/** Version of these parsers (recorded in manifests; `reparse` re-derives with it). */
export const HP_PARSER_VERSION = "hidden_profile-2";

const VOTE_KEYS = ["vote", "final_vote", "finalvote", "choice", "decision", "answer", "final_answer"];

/** Unify curly quotes/apostrophes and odd spaces. */
function unify(s: string): string {
  return s.replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'").replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"').replace(/[\u00A0\u2007\u202F]/g, " ");
}

/** Normal form of an option or a vote for comparison. */
function norm(s: string): string {
  return unify(s).toLowerCase().replace(/\s+/g, " ").trim()
    .replace(/^[\s"'*_`#>\[\(<-]+/, "").replace(/[\s"'*_`\]\)>.,;:!?]+$/, "").trim();
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The option a piece of text names: exact (normalised), else the single option it contains as a phrase. */
export function matchHpOption(text: string, options: readonly string[]): string | null {
  const t = norm(text);
  if (t === "") return null;
  const exact = options.filter((o) => norm(o) === t);
  if (exact.length === 1) return exact[0];
  const found = options.filter((o) => {
    const n = norm(o);
    return n !== "" && new RegExp(`(^|[^a-z0-9])${escapeRe(n)}($|[^a-z0-9])`).test(t);
  });
  const maximal = found.filter((o) => !found.some((p) => p !== o && norm(p).includes(norm(o))));
  return maximal.length === 1 ? maximal[0] : null;
}



function readObject(src: string): Record<string, unknown> | null {
  for (const attempt of [src, src.replace(/,\s*([}\]])/g, "$1"), src.replace(/'/g, '"').replace(/,\s*([}\]])/g, "$1")]) {
    try {
      const v = JSON.parse(attempt) as unknown;
      if (v !== null && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      /* try the next repair */
    }
  }
  // not JSON: read "key": "value" pairs
  const o: Record<string, unknown> = {};
  for (const m of src.matchAll(/"([A-Za-z_ ]+)"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) o[m[1]] = m[2];
  return Object.keys(o).length ? o : null;
}

function field(o: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const [k, v] of Object.entries(o)) if (keys.includes(k.toLowerCase().replace(/[\s-]/g, "_"))) return v;
  return undefined;
}

/** Parse a vote reply (see module doc); `error` says why when `vote` is null. */
export function parseHpVote(text: string | null | undefined, options: readonly string[]): { vote: string | null; rationale: string | null; error: string | null } {
  if (typeof text !== "string" || text.trim() === "") return { vote: null, rationale: null, error: "empty reply (no content: a refusal or content null)" };
  const body = unify(stripReasoningBlocks(text));
  const said: string[] = [];
  let rationale: string | null = null;
  let sawJson = false;
  for (const src of replyObjectSpans(body)) {
    const o = readObject(src);
    if (!o) continue;
    const v = field(o, VOTE_KEYS);
    if (v === undefined) continue;
    sawJson = true;
    said.push(typeof v === "string" ? v : JSON.stringify(v));
    const r = field(o, ["rationale", "reason", "reasoning", "explanation"]);
    if (rationale === null && typeof r === "string") rationale = r;
  }
  if (!sawJson) {
    const label = /^[\s>*_#-]*(?:my\s+|our\s+)?(?:final\s+|current\s+)?(?:vote|answer|choice|decision)\s*(?:is)?[*_\s]*[:：=-]+[*_\s]*(.+)$/gim;
    for (const m of body.matchAll(label)) said.push(m[1]);
    const phrase = /\bI\s+(?:vote|choose|pick|select)\s+(?:for\s+)?(.+?)(?:[.!\n]|$)/gi;
    if (said.length === 0) for (const m of body.matchAll(phrase)) said.push(m[1]);
    const bare = body.replace(/```\w*/g, "").trim();
    if (said.length === 0 && bare.split("\n").length <= 2 && matchHpOption(bare, options) !== null) said.push(bare);
  }
  if (said.length === 0) return { vote: null, rationale, error: "no vote found in reply" };
  const matched = said.map((s) => matchHpOption(s, options));
  const distinct = [...new Set(matched.filter((m): m is string => m !== null))];
  if (distinct.length > 1) return { vote: null, rationale, error: `ambiguous: the reply names different options (${distinct.map((d) => JSON.stringify(d)).join(", ")})` };
  if (distinct.length === 0) return { vote: null, rationale, error: `vote ${JSON.stringify(said[said.length - 1].trim().slice(0, 120))} is not one of the options` };
  return { vote: distinct[0], rationale, error: null };
}

/** The option a discussion message states as its current choice (the last statement counts), or null. */
export function parseHpChoice(text: string | null | undefined, options: readonly string[]): string | null {
  if (typeof text !== "string") return null;
  const body = unify(stripReasoningBlocks(text));
  const re = /(?:current\s+choice|my\s+choice|my\s+vote|i\s+(?:vote|choose|pick)(?:\s+for)?|we\s+should\s+(?:choose|pick|go\s+with))\s*(?:is|remains|stays)?\s*[:：-]?\s*([^\n.!;]+(?:\.[A-Za-z][^\n!;]*)?)/gi;
  const all = [...body.matchAll(re)];
  for (let i = all.length - 1; i >= 0; i--) {
    const m = matchHpOption(all[i][1], options) ?? prefixOption(all[i][1], options);
    if (m !== null) return m;
  }
  return null;
}

function prefixOption(text: string, options: readonly string[]): string | null {
  const t = norm(text);
  const hits = options.filter((o) => t.startsWith(norm(o)));
  return hits.sort((a, b) => norm(b).length - norm(a).length)[0] ?? null;
}

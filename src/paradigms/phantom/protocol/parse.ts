/**
 * The tolerant phantom reply parser (`phantom-reply/3`): reads the labels out
 * of what chat models write for the App. D prompts — a bare label ("block",
 * "**Block.**", "`defer_or_review`"), the two-line observed-public format
 * (`Decision: …` / `Perceived group-private decision: …`, labels bold or in
 * any case), a JSON object (fenced, pretty-printed, single-quoted, inside
 * prose), with `<think>…</think>` or "Reasoning:" blocks, preambles and
 * sign-offs around it. Label spellings: `proceed`, `block`,
 * `defer_or_review` in any case, with spaces or hyphens for the underscores,
 * quotes or trailing punctuation around them. Synonyms ("reject", "approve")
 * are NOT mapped: the prompt defines three labels, anything else is no label.
 *
 * Precedence: a JSON object with a decision field, else labelled field lines,
 * else bare labels in the answer text (reasoning removed). What is genuinely
 * ambiguous — two different labels for one field, or none — gives `null` and
 * a `parse_error` saying why; never a guess. Never throws (any input, also
 * non-strings: `content: null` is "reply has no text").
 *
 * @example
 * parsePhantomReply("**Decision:** Block.", "private");
 * // => { decision: "block", perceived_group: null, parse_error: null }
 * parsePhantomReply("Either proceed or block.", "private").parse_error;
 * // => "decision: ambiguous, the reply names proceed and block"
 */
import { mentionNegated, replyObjectSpans, revisionAfter, stripReasoningBlocks } from "../../../runner/reply-text.js";
import { PHANTOM_DECISIONS, type PhantomCondition, type PhantomDecision } from "../../../schema/vocab.js";

/** The phantom reply parser's version (stamped on records as `parser_version` and written to the run manifest). */
export const PHANTOM_PARSER_VERSION = "phantom-reply/3";

/** What one reply says. */
export interface ParsedPhantomReply {
  decision: PhantomDecision | null;
  /** Only meaningful in observed_public; null elsewhere. */
  perceived_group: PhantomDecision | null;
  parse_error: string | null;
}

const LABEL_RE = /(?<![A-Za-z0-9])(proceed|block|defer[ _\-]*or[ _\-]*review)(?![A-Za-z0-9])/gi;

function norm(token: string): PhantomDecision {
  const t = token.toLowerCase();
  return t.startsWith("defer") ? "defer_or_review" : (t as PhantomDecision);
}

/** The labels a text names: chosen (not negated, questioned or rejected; see mentionNegated) and rejected, in order of first mention. */
function mentionsIn(text: string): { chosen: PhantomDecision[]; rejected: PhantomDecision[] } {
  const ms = [...text.matchAll(LABEL_RE)].map((m) => ({ label: norm(m[1]), start: m.index, end: m.index + m[0].length }));
  const neg = mentionNegated(text, ms);
  const chosen: PhantomDecision[] = [];
  const rejected: PhantomDecision[] = [];
  ms.forEach((m, i) => {
    const list = neg[i] ? rejected : chosen;
    if (!list.includes(m.label)) list.push(m.label);
  });
  return { chosen, rejected };
}

/** The distinct labels a text chooses, in order of first mention; a label both chosen and rejected is dropped (see {@link one}). */
function labelsIn(text: string): PhantomDecision[] {
  const { chosen, rejected } = mentionsIn(text);
  return chosen.filter((l) => !rejected.includes(l)).concat(chosen.some((l) => rejected.includes(l)) ? (["conflict"] as unknown as PhantomDecision[]) : []);
}

/** Why a label given before `from` does not stand: the reply revises it afterwards (another label, or it negated), else null. */
function revised(text: string, from: number, label: PhantomDecision): string | null {
  const rev = revisionAfter(text, from);
  if (rev === null) return null;
  const { chosen, rejected } = mentionsIn(rev);
  const other = chosen.filter((l) => l !== label);
  if (other.length === 0 && !rejected.includes(label)) return null;
  return `decision: the reply revises its answer ${label} afterwards (${JSON.stringify(rev.slice(0, 80))})`;
}

const TRAIL = new Set([..."*_`\"'“”‘’.,;:!?()[] \t\n\r\f\v\u00a0"]);

/** A field value that is exactly one label (quotes, markdown, punctuation around it allowed). */
function exactLabel(v: unknown): PhantomDecision | null | "other" {
  if (typeof v !== "string") return v === undefined || v === null ? null : "other";
  // trailing marks removed by a loop: the regex /[…]+$/ is quadratic on a long run of them
  let end = v.length;
  while (end > 0 && TRAIL.has(v[end - 1])) end--;
  const t = v.slice(0, end).replace(/^[*_`"'“”‘’\s([]+/g, "").trim();
  const m = /^(proceed|block|defer[ _\-]*or[ _\-]*review)$/i.exec(t);
  return m ? norm(m[1]) : "other";
}

/** Remove reasoning the model shows before its answer. */
function stripReasoning(text: string): string {
  let t = stripReasoningBlocks(text);
  // "Reasoning:" / "Analysis:" / "Explanation:" paragraphs (up to the next blank line or field line)
  t = t.replace(/^[ \t>*#_]*(?:reasoning|analysis|explanation|rationale|thoughts?)[ \t*_]*:[\s\S]*?(?=\n[ \t]*\n|\n[ \t>*#_]*(?:final |public |my )?(?:decision|answer|label|perceived)|$(?![\s\S]))/gim, " ");
  return t;
}


function parseObject(src: string): Record<string, unknown> | null {
  const tries = [src, src.replace(/'/g, '"'), src.replace(/[“”]/g, '"').replace(/,\s*}/g, "}")];
  for (const t of tries) {
    try {
      const v = JSON.parse(t) as unknown;
      if (typeof v === "object" && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // try the next spelling
    }
  }
  return null;
}

type Field = "decision" | "perceived";

const keyKind = (k: string): Field | null => {
  const t = k.toLowerCase().replace(/[\s\-]+/g, "_");
  if (/perceived|group_private|group_belief|others?_private|peers?_private/.test(t)) return "perceived";
  if (/^(final_|public_|my_)?(decision|answer|label|action|choice|verdict)$/.test(t)) return "decision";
  return null;
};

interface Found { decision: PhantomDecision[]; perceived: PhantomDecision[]; bad: { decision: string[]; perceived: string[] }; end: number }

function fromJson(text: string): Found | null {
  let found: Found | null = null;
  let cursor = 0;
  for (const src of replyObjectSpans(text)) {
    const at = text.indexOf(src, cursor);
    cursor = at + src.length;
    const o = parseObject(src);
    if (!o) continue;
    const f: Found = { decision: [], perceived: [], bad: { decision: [], perceived: [] }, end: cursor };
    for (const [k, v] of Object.entries(o)) {
      const kind = keyKind(k);
      if (!kind) continue;
      const l = exactLabel(v);
      if (l === "other") f.bad[kind].push(JSON.stringify(v));
      else if (l !== null && !f[kind].includes(l)) f[kind].push(l);
    }
    if (f.decision.length + f.perceived.length + f.bad.decision.length + f.bad.perceived.length > 0) found = f; // the last object with fields wins
  }
  return found;
}

const FIELD_LINE = /^[ \t>*#_\-]*(?:\*\*|__)?[ \t]*((?:final |public |my )?(?:decision|answer|label|action|choice|verdict)|perceived[\w \-]*|group[ \-]private[\w \-]*)[ \t]*(?:\*\*|__)?[ \t]*[:=][ \t]*(?:\*\*|__)?(.*)$/gim;

function fromFields(text: string): Found | null {
  const f: Found = { decision: [], perceived: [], bad: { decision: [], perceived: [] }, end: 0 };
  let any = false;
  for (const m of text.matchAll(FIELD_LINE)) {
    const kind = keyKind(m[1].trim().replace(/[\s\-]+/g, "_").replace(/_+$/, "")) ?? (/perceived|group/i.test(m[1]) ? "perceived" : null);
    if (!kind) continue;
    any = true;
    f.end = Math.max(f.end, m.index + m[0].length);
    const value = m[2].trim();
    const exact = exactLabel(value);
    const ls = exact === "other" || exact === null ? labelsIn(value) : [exact];
    if (ls.length === 0) f.bad[kind].push(JSON.stringify(value) + (mentionsIn(value).rejected.length ? " (a negated label)" : ""));
    for (const l of ls) if (!f[kind].includes(l)) f[kind].push(l);
  }
  return any ? f : null;
}

function one(kind: string, ls: readonly PhantomDecision[], bad: readonly string[]): { label: PhantomDecision | null; error: string | null } {
  if ((ls as readonly string[]).includes("conflict")) return { label: null, error: `${kind}: ambiguous, the reply both gives and rejects a label` };
  if (ls.length === 1) return { label: ls[0], error: null };
  if (ls.length > 1) return { label: null, error: `${kind}: ambiguous, the reply names ${ls.join(" and ")}` };
  if (bad.length > 0) return { label: null, error: `${kind}: not one of ${PHANTOM_DECISIONS.join("|")}: ${bad[0]}` };
  return { label: null, error: `${kind}: no label (expected one of ${PHANTOM_DECISIONS.join("|")})` };
}

/** A single-label answer: the lines that are exactly one label when they agree, else the labels the text names. */
function bare(lines: readonly string[], text: string): { label: PhantomDecision | null; error: string | null } {
  const exact = [...new Set(lines.map(exactLabel).filter((x): x is PhantomDecision => x !== null && x !== "other"))];
  if (exact.length === 1) {
    const last = [...lines].reverse().find((l) => exactLabel(l) === exact[0]) as string;
    const why = revised(text, text.lastIndexOf(last) + last.length, exact[0]);
    return why === null ? { label: exact[0], error: null } : { label: null, error: why };
  }
  const ls = exact.length > 1 ? exact : labelsIn(text);
  if (ls.length === 0 && mentionsIn(text).rejected.length > 0) return { label: null, error: `decision: the reply only rejects ${mentionsIn(text).rejected.join(" and ")} (no label chosen)` };
  return one("decision", ls, []);
}

/**
 * Parse one reply for a condition (observed_public asks for a decision and a perceived group-private decision).
 * @example
 * parsePhantomReply("Decision: block\nPerceived group-private decision: proceed", "observed_public");
 * // => { decision: "block", perceived_group: "proceed", parse_error: null }
 * parsePhantomReply(null, "private").parse_error; // => "reply has no text (content null)"
 */
export function parsePhantomReply(raw: unknown, condition: PhantomCondition): ParsedPhantomReply {
  const two = condition === "observed_public";
  if (typeof raw !== "string") return { decision: null, perceived_group: null, parse_error: `reply has no text (content ${raw === null ? "null" : typeof raw})` };
  if (raw.trim() === "") return { decision: null, perceived_group: null, parse_error: "reply is empty" };
  const text = stripReasoning(raw.length > 200_000 ? raw.slice(0, 200_000) : raw)
    // "Decision: block, perceived: proceed" on one line → two field lines
    .replace(/[ \t]*[,;|][ \t]*(?=(?:\*\*|__)?[ \t]*(?:perceived|group[ \-]private)[^:\n]*:)/gi, "\n");
  const found = fromJson(text) ?? fromFields(text);
  let dec: { label: PhantomDecision | null; error: string | null };
  let per: { label: PhantomDecision | null; error: string | null } = { label: null, error: null };
  if (found && (found.decision.length > 0 || found.bad.decision.length > 0)) {
    dec = one("decision", found.decision, found.bad.decision);
    if (dec.label !== null) {
      const why = revised(text, found.end, dec.label);
      if (why !== null) dec = { label: null, error: why };
    }
    if (two) per = one("perceived_group", found.perceived, found.bad.perceived);
  } else {
    // bare labels: the answer text without field lines for the other field
    const bareLines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "");
    if (two) {
      if (found && found.perceived.length + found.bad.perceived.length > 0) {
        per = one("perceived_group", found.perceived, found.bad.perceived);
        const rest = text.replace(FIELD_LINE, " ");
        dec = one("decision", labelsIn(rest), []);
      } else {
        const exact = bareLines.map(exactLabel);
        if (exact.length === 2 && exact.every((x) => x !== null && x !== "other")) {
          dec = { label: exact[0] as PhantomDecision, error: null };
          per = { label: exact[1] as PhantomDecision, error: null };
        } else {
          dec = one("decision", labelsIn(text), []);
          per = { label: null, error: "perceived_group: no labelled perceived group-private decision" };
          if (dec.label === null) dec = { label: null, error: dec.error };
        }
      }
    } else {
      dec = bare(bareLines, text);
    }
  }
  const errors = [dec.error, two ? per.error : null].filter((e): e is string => e !== null);
  return { decision: dec.label, perceived_group: two ? per.label : null, parse_error: errors.length > 0 ? errors.join("; ") : null };
}

/**
 * Tolerant parsers of the judge pipeline's replies (version {@link JUDGE_PARSER_VERSION}),
 * reading what chat models write: `<think>…</think>` and "Reasoning:" preambles,
 * code fences, prose before and after, pretty-printed or several JSON objects,
 * bold or differently cased labels (`**Final Answer:** X`, `Evidence Weighting: 4`),
 * numbers and booleans written as strings (`"5"`, `"4/5"`, `"accuracy": true`),
 * trailing punctuation and quotes of either kind. What is genuinely ambiguous
 * (two objects with different rubric values, no rubric at all) is `null` with
 * an error naming why — never a guess.
 *
 * @example
 * judgeParseFinalAnswer("…\n**Final Answer:** Bergen."); // => "Bergen"
 * judgeParseRubric('Sure!\n```json\n{"evidence_weighting": "5", "accuracy": true}\n```\nHope this helps.').value?.accuracy; // => 1
 */
import { replyObjectSpans, revisionAfter, stripReasoningBlocks } from "../../../runner/reply-text.js";

/** Bump on any change to these parsers. */
export const JUDGE_PARSER_VERSION = "judge-3";

/** The judge's rubric (fields the reply did not give are null). */
export interface JudgeRubric {
  conflict_detection: number | null;
  evidence_weighting: number;
  independence: number | null;
  stance: string | null;
  accuracy: 0 | 1;
  rationale: string;
}

/** A parse result: a value, or null with the reason. */
export interface JudgeParsed<T> {
  value: T | null;
  error: string | null;
}

/**
 * Drop reasoning blocks: `<think>…</think>` (and `<thinking>`, `<reasoning>`), an unclosed opening tag up to the end.
 * @example
 * judgeStripReasoning("<think>hmm {\"a\":1}</think>{\"b\":2}"); // => "{\"b\":2}"
 */
export function judgeStripReasoning(text: string): string {
  return stripReasoningBlocks(text).trim();
}

const unquote = (s: string) => s.trim().replace(/^[*_`"'“”‘’]+|[*_`"'“”‘’]+$/g, "").trim();

/**
 * The final answer of a trace: the last line starting with a "final answer" label (any case,
 * optionally bold/italic/heading, `:` `-` `—` or `=` after it, or the value on the next line),
 * its value stripped of markup, quotes and trailing punctuation; null when there is none.
 * @example
 * judgeParseFinalAnswer("no answer"); // => null
 * judgeParseFinalAnswer("FINAL ANSWER: Oslo"); // => "Oslo"
 * judgeParseFinalAnswer("### Final answer\n\n**Oslo**"); // => "Oslo"
 */
export function judgeParseFinalAnswer(text: string): string | null {
  const lines = judgeStripReasoning(text).split(/\r?\n/);
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^[\s>#*_-]*(?:\*\*|__)?\s*final\s+answer\s*(?:\*\*|__)?\s*(?:[:=\-—–]|\*\*\s*[:=\-—–]|[:=\-—–]\s*\*\*)?\s*(.*)$/i.exec(lines[i]);
    if (!m) continue;
    let v = unquote(m[1].replace(/^\*\*\s*/, ""));
    if (v === "") {
      const next = lines.slice(i + 1).find((l) => l.trim() !== "");
      v = next === undefined ? "" : unquote(next.replace(/^[\s>*_-]+/, ""));
    }
    v = v.replace(/\\boxed\{([^}]*)\}/, "$1").replace(/^\$+|\$+$/g, "");
    v = unquote(v.replace(/[.!;,]+$/, ""));
    // "Bergen (not Oslo)", "Bergen, not Oslo": the answer without the option it rejects
    v = unquote(v.replace(/\s*(?:\(\s*|,\s*|;\s*|\s[—–-]\s*)(?:not|rather than|instead of)\b[^)]*\)?\s*$/i, ""));
    if (v === "") return null;
    // a negated or hedged answer ("not Oslo", "Oslo or Bergen", "Oslo — no, wait, Bergen") is no answer
    if (/^(?:not|no|never|neither|none of|unknown|unsure|uncertain|cannot|can['’]t)\b/i.test(v) || /\b(?:or|rather than|instead of|no,? wait|actually)\b/i.test(v)) return null;
    // revised after the line ("Actually, it is Bergen"): unless the revision repeats the answer
    const after = lines.slice(i + 1).join("\n");
    const rev = revisionAfter(after, 0);
    if (rev !== null && !rev.toLowerCase().includes(v.toLowerCase())) return null;
    return v;
  }
  return null;
}


/** JSON.parse, then a relaxed retry (smart quotes, single quotes, trailing commas). */
function parseLoose(span: string): unknown {
  try {
    return JSON.parse(span);
  } catch {
    const fixed = span.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/'([^'"\n]*)'/g, '"$1"').replace(/,\s*([}\]])/g, "$1");
    try {
      return JSON.parse(fixed);
    } catch {
      return undefined;
    }
  }
}

/**
 * The JSON objects in a reply (after dropping reasoning blocks and fences), outermost only.
 * @example
 * judgeJsonObjects('a {"x": 1} b {"y": 2}'); // => [{ x: 1 }, { y: 2 }]
 */
export function judgeJsonObjects(text: string): Record<string, unknown>[] {
  const body = judgeStripReasoning(text).replace(/```[a-zA-Z]*\n?/g, "");
  return replyObjectSpans(body).map(parseLoose).filter((o): o is Record<string, unknown> => typeof o === "object" && o !== null && !Array.isArray(o));
}

const normKey = (k: string) => k.replace(/[*_`]/g, " ").trim().toLowerCase().replace(/[\s-]+/g, "_");

function score(v: unknown): number | null | "bad" {
  if (v === undefined || v === null) return null;
  if (typeof v === "number") return Number.isInteger(v) && v >= 1 && v <= 5 ? v : "bad";
  if (typeof v === "string") {
    const m = /^\s*([1-5])(?:\.0+)?\s*(?:\/\s*5|out of 5|of 5)?\s*$/i.exec(v);
    return m ? Number(m[1]) : "bad";
  }
  return "bad";
}

function accuracy(v: unknown): 0 | 1 | null | "bad" {
  if (v === undefined || v === null) return null;
  if (v === 1 || v === true) return 1;
  if (v === 0 || v === false) return 0;
  if (typeof v === "string") {
    const s = v.trim().toLowerCase().replace(/[.!]$/, "");
    if (["1", "true", "yes", "correct", "right"].includes(s)) return 1;
    if (["0", "false", "no", "incorrect", "wrong"].includes(s)) return 0;
  }
  return "bad";
}

/**
 * A stance label normalised to lower snake case (`"Aligned with Swarm"` → `"aligned_with_swarm"`).
 * @example
 * judgeNormaliseStance(" Aligned-with swarm "); // => "aligned_with_swarm"
 */
export function judgeNormaliseStance(s: string): string {
  return s.trim().toLowerCase().replace(/[\s-]+/g, "_").replace(/[^a-z_]/g, "");
}

function rubricFrom(o: Record<string, unknown>): JudgeParsed<JudgeRubric> | null {
  const m = new Map<string, unknown>();
  for (const [k, v] of Object.entries(o)) m.set(normKey(k), v);
  if (!m.has("evidence_weighting") && !m.has("accuracy")) {
    // a wrapper such as {"rubric": {...}} or {"scores": {...}}
    for (const v of m.values()) if (typeof v === "object" && v !== null && !Array.isArray(v)) {
      const inner = rubricFrom(v as Record<string, unknown>);
      if (inner) return inner;
    }
    return null;
  }
  const ew = score(m.get("evidence_weighting")), cd = score(m.get("conflict_detection")), ind = score(m.get("independence"));
  const acc = accuracy(m.get("accuracy") ?? m.get("correct"));
  if (ew === "bad" || ew === null) return { value: null, error: `evidence_weighting: expected an integer 1-5, received ${JSON.stringify(m.get("evidence_weighting") ?? null)}` };
  if (acc === "bad" || acc === null) return { value: null, error: `accuracy: expected 0 or 1, received ${JSON.stringify(m.get("accuracy") ?? null)}` };
  if (cd === "bad") return { value: null, error: `conflict_detection: expected an integer 1-5, received ${JSON.stringify(m.get("conflict_detection"))}` };
  if (ind === "bad") return { value: null, error: `independence: expected an integer 1-5, received ${JSON.stringify(m.get("independence"))}` };
  const rawStance = m.get("stance");
  // a negated stance ("not aligned with swarm") names no stance of the vocabulary
  const st = typeof rawStance === "string" && /\b(?:not|no|never|non)\b|n['’]t\b/i.test(rawStance) ? null : rawStance;
  const r = m.get("rationale") ?? m.get("reasoning") ?? m.get("explanation");
  return {
    value: { conflict_detection: cd, evidence_weighting: ew, independence: ind, stance: typeof st === "string" && st.trim() !== "" ? judgeNormaliseStance(st) : null, accuracy: acc, rationale: typeof r === "string" ? r : "" },
    error: null,
  };
}

const LABEL_LINE = /^[\s>*_#-]*(?:\*\*|__)?\s*(conflict[\s_-]*detection|evidence[\s_-]*weighting|independence|stance|accuracy|rationale)\s*(?:\*\*|__)?\s*[:=\-—–]\s*(?:\*\*|__)?\s*(.+?)\s*(?:\*\*|__)?\s*$/i;

/**
 * Parse the judge's rubric: the JSON object(s) with rubric fields; several objects must agree.
 * Without JSON, labelled lines (`**Evidence weighting:** 4`) are read.
 * @example
 * judgeParseRubric("{}").error; // => "no rubric (evidence_weighting, accuracy) in the reply"
 * judgeParseRubric("Evidence Weighting: 4\nAccuracy: 0").value?.evidence_weighting; // => 4
 */
export function judgeParseRubric(text: string): JudgeParsed<JudgeRubric> {
  const found = judgeJsonObjects(text).map(rubricFrom).filter((r): r is JudgeParsed<JudgeRubric> => r !== null);
  if (found.length === 0) {
    const fields: Record<string, string> = {};
    for (const line of judgeStripReasoning(text).split(/\r?\n/)) {
      const m = LABEL_LINE.exec(line);
      if (m) fields[normKey(m[1])] ??= m[2];
    }
    if (fields.evidence_weighting === undefined || fields.accuracy === undefined) return { value: null, error: "no rubric (evidence_weighting, accuracy) in the reply" };
    return rubricFrom(fields) ?? { value: null, error: "no rubric in the reply" };
  }
  const ok = found.filter((r) => r.value !== null);
  if (ok.length === 0) return found[0];
  const key = (r: JudgeRubric) => JSON.stringify([r.evidence_weighting, r.accuracy, r.conflict_detection, r.independence, r.stance]);
  if (new Set(ok.map((r) => key(r.value as JudgeRubric))).size > 1) return { value: null, error: "ambiguous: the reply holds several rubrics that disagree" };
  return ok[ok.length - 1];
}

function labelOf(p: unknown): string | null {
  if (typeof p === "string") return p.trim() || null;
  if (typeof p !== "object" || p === null) return null;
  for (const [k, v] of Object.entries(p)) if (["label", "name", "phenomenon", "title"].includes(normKey(k)) && typeof v === "string" && v.trim() !== "") return v.trim();
  return null;
}

/**
 * Parse the extraction reply into raw phenomenon labels (at most 3 kept; `[]` for a clean trace).
 * Accepts `{"phenomena": [...]}` (any key case; items as objects with label/name or as strings),
 * a bare JSON array, or, without JSON, labelled lines (`Label: consensus echo`).
 * @example
 * judgeParsePhenomena('{"phenomena":[{"label":"consensus echo"}]}').value; // => ["consensus echo"]
 * judgeParsePhenomena('{"Phenomena": []}').value; // => []
 */
export function judgeParsePhenomena(text: string): JudgeParsed<string[]> {
  const body = judgeStripReasoning(text).replace(/```[a-zA-Z]*\n?/g, "");
  const lists: unknown[][] = [];
  for (const o of judgeJsonObjects(body)) {
    for (const [k, v] of Object.entries(o)) if (["phenomena", "phenomenon", "findings", "labels"].includes(normKey(k)) && Array.isArray(v)) lists.push(v);
  }
  if (lists.length === 0) {
    const a = body.indexOf("["), b = body.lastIndexOf("]");
    if (a >= 0 && b > a && !/\{\s*"?phenomena/i.test(body)) {
      const arr = parseLoose(body.slice(a, b + 1));
      if (Array.isArray(arr)) lists.push(arr);
    }
  }
  if (lists.length === 0) {
    const labels = [...body.matchAll(/^[\s>*_#\d.)-]*(?:\*\*|__)?\s*label\s*(?:\*\*|__)?\s*[:=\-—–]\s*(?:\*\*|__)?\s*(.+?)\s*(?:\*\*|__)?\s*$/gim)].map((m) => unquote(m[1])).filter(Boolean);
    if (labels.length > 0) return { value: labels.slice(0, 3), error: null };
    if (/\b(no|none)\b[^.\n]*\bphenomen/i.test(body)) return { value: [], error: null };
    return { value: null, error: "no phenomena list in the reply" };
  }
  if (lists.length > 1 && new Set(lists.map((l) => JSON.stringify(l.map(labelOf)))).size > 1) return { value: null, error: "ambiguous: several phenomena lists that disagree" };
  const labels: string[] = [];
  for (const p of lists[lists.length - 1]) {
    const l = labelOf(p);
    if (l === null) return { value: null, error: "phenomena[]: expected objects with a label (or strings)" };
    labels.push(l);
  }
  return { value: labels.slice(0, 3), error: null };
}

/**
 * Parse a meta-clustering reply: `{"clusters": [{"name": N, "labels"|"members": [...]}]}` → member → name.
 * @example
 * judgeParseMetaClusters('{"clusters":[{"name":"SOCIAL_CONFORMITY","labels":["consensus echo"]}]}').value; // => { "consensus echo": "SOCIAL_CONFORMITY" }
 */
export function judgeParseMetaClusters(text: string): JudgeParsed<Record<string, string>> {
  const objs = judgeJsonObjects(text).filter((o) => Object.keys(o).some((k) => normKey(k) === "clusters"));
  if (objs.length === 0) return { value: null, error: "no clusters object in the reply" };
  const o = objs[objs.length - 1];
  const list = Object.entries(o).find(([k]) => normKey(k) === "clusters")?.[1];
  if (!Array.isArray(list)) return { value: null, error: "clusters: expected an array" };
  const out: Record<string, string> = Object.create(null);
  for (const c of list) {
    if (typeof c !== "object" || c === null) return { value: null, error: "clusters[]: expected objects" };
    const e = Object.fromEntries(Object.entries(c).map(([k, v]) => [normKey(k), v]));
    const members = e.labels ?? e.members;
    if (typeof e.name !== "string" || !Array.isArray(members)) return { value: null, error: "clusters[]: expected {name, labels|members}" };
    for (const m of members) if (typeof m === "string") out[m] = e.name.trim();
  }
  return { value: out, error: null };
}

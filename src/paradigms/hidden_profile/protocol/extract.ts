/**
 * Stance extraction: which option each discussion message supports, read by
 * a model as HiddenBench parses with one. After each round the driver sends
 * ONE extraction call (key `r<t>:x`, through the run's model or
 * `--extract-model`, journaled and cached like any call) holding the round's
 * member messages as `Person k: ...` lines and the session's hidden facts as
 * numbered `Fact k:` lines; the reply is a JSON object
 * `{"supports": {speaker: option | "none"}, "facts": {speaker: [k, ...]}}`
 * (a flat `{speaker: option}` mapping is read too). {@link parseHpExtraction} reads it:
 * a value that names exactly one option (negations such as "not West City"
 * never count, see {@link matchHpOption}) is that option, "none"/null/empty
 * is none, anything else (or a speaker the reply leaves out, or no JSON) is
 * unread and the rule-based reader ({@link parseHpChoice}) is asked instead;
 * that reader answers only for explicit stance phrases, never guesses.
 *
 * @example
 * parseHpExtraction('{"Person 1": "West City", "Person 2": "none"}', ["Person 1", "Person 2", "Person 3"], ["West City", "East Town"]);
 * // => { choices: ["West City", null, undefined], facts: [undefined, undefined, undefined], error: "no reading for Person 3" }
 * parseHpExtraction('{"supports": {"Person 1": "East Town"}, "facts": {"Person 1": [2]}}', ["Person 1"], ["West City", "East Town"], 3).facts; // => [[1]]
 */
import type { ChatMessage } from "../../../runner/types.js";
import { matchHpOption } from "./parse.js";
import { renderTemplate, type HpPromptSet } from "./prompt-set.js";
import { replyObjectSpans, stripReasoningBlocks } from "../../../runner/reply-text.js";

/**
 * The extraction request for one round: the set's `extract_system` and `extract` templates.
 * @param lines the round's member messages as `Person k: ...` strings
 * @example
 * hpExtractionRequest({ templates: { extract_system: "S", extract: "{{messages}} {{example}}" } } as never, ["A", "B"], ["Person 1: A for me."])[1].content;
 * // => 'Person 1: A for me. {"Person 1": "A"}'
 * hpExtractionRequest({ templates: { extract_system: "S", extract: "{{facts}}{{example}}" } } as never, ["A", "B"], ["Person 1: A."], ["x"])[1].content;
 * // => 'Fact 1: x\n{"supports": {"Person 1": "A"}, "facts": {"Person 1": [1]}}'
 */
export function hpExtractionRequest(set: HpPromptSet, options: readonly string[], lines: readonly string[], facts: readonly string[] = []): ChatMessage[] {
  const speakers = lines.map((l) => l.slice(0, l.indexOf(":")));
  const supports = `{${speakers.map((s, i) => `${JSON.stringify(s)}: ${JSON.stringify(i === speakers.length - 1 && i > 0 ? "none" : options[i % options.length])}`).join(", ")}}`;
  const stated = `{${speakers.map((s, i) => `${JSON.stringify(s)}: [${i === 0 && facts.length > 0 ? "1" : ""}]`).join(", ")}}`;
  const example = facts.length === 0 && !set.templates.extract.includes("{{facts}}") ? supports : `{"supports": ${supports}, "facts": ${stated}}`;
  return [
    { role: "system", content: set.templates.extract_system },
    { role: "user", content: renderTemplate(set.templates.extract, { possible_answers: options.join(", "), messages: lines.join("\n"), example, facts: facts.map((f, i) => `Fact ${i + 1}: ${f}\n`).join("") }) },
  ];
}

const NONE = /^(none|no(?:ne| option| position| stance| clear (?:position|stance|option))?|unclear|undecided|n\/a|null|-|)$/i;

/**
 * Read an extraction reply: one entry per speaker, the option, `null` (the reply says none), or
 * `undefined` (unread: no JSON, speaker missing, or a value naming no single option); and per speaker the
 * 0-based indices of the facts it states (`undefined` = unread; numbers outside 1..nFacts make it unread).
 * @example
 * parseHpExtraction("no json", ["Person 1"], ["A", "B"]); // => { choices: [undefined], facts: [undefined], error: "no JSON object in the extraction reply" }
 */
export function parseHpExtraction(
  text: string | null | undefined, speakers: readonly string[], options: readonly string[], nFacts = 0,
): { choices: (string | null | undefined)[]; facts: (number[] | undefined)[]; error: string | null } {
  const body = typeof text === "string" ? stripReasoningBlocks(text) : "";
  let obj: Record<string, unknown> | null = null;
  for (const span of replyObjectSpans(body)) {
    try {
      const o = JSON.parse(span.replace(/,\s*}/g, "}")) as unknown;
      if (o !== null && typeof o === "object" && !Array.isArray(o)) obj = o as Record<string, unknown>;
    } catch {
      /* not JSON: next span */
    }
  }
  if (obj === null) return { choices: speakers.map(() => undefined), facts: speakers.map(() => undefined), error: "no JSON object in the extraction reply" };
  const norm = (k: string) => k.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const sub = (name: string): Record<string, unknown> | null => {
    const v = Object.entries(obj as Record<string, unknown>).find(([k]) => norm(k) === name)?.[1];
    return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  };
  const supports = sub("supports") ?? sub("support") ?? sub("stances") ?? obj;
  const factsObj = new Map(Object.entries(sub("facts") ?? {}).map(([k, v]) => [norm(k), v]));
  const byKey = new Map(Object.entries(supports).map(([k, v]) => [norm(k), v]));
  const missing: string[] = [];
  const choices = speakers.map((s) => {
    const v = byKey.get(norm(s));
    if (v === null) return null;
    if (typeof v !== "string") {
      missing.push(s);
      return undefined;
    }
    const t = v.trim().replace(/^["'*_`]+|["'*_`.!]+$/g, "").trim();
    if (NONE.test(t)) return null;
    const m = matchHpOption(t, options);
    if (m === null) missing.push(s);
    return m ?? undefined;
  });
  // fact numbers (1-based in the prompt) → 0-based indices; anything else leaves the speaker's facts unread
  const facts = speakers.map((sp) => {
    const v = factsObj.get(norm(sp));
    if (!Array.isArray(v)) return undefined;
    const ks = v.map((x) => (typeof x === "number" ? x : typeof x === "string" && /^\s*(?:fact\s*)?\d+\s*$/i.test(x) ? Number(x.replace(/\D/g, "")) : NaN));
    return ks.every((k) => Number.isInteger(k) && k >= 1 && k <= nFacts) ? [...new Set(ks.map((k) => k - 1))].sort((a, b) => a - b) : undefined;
  });
  return { choices, facts, error: missing.length ? `no reading for ${missing.join(", ")}` : null };
}

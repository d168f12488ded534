/**
 * Stance extraction: which option each discussion message supports, read by
 * a model as HiddenBench parses with one. After each round the driver sends
 * ONE extraction call (key `r<t>:x`, through the run's model or
 * `--extract-model`, journaled and cached like any call) holding the round's
 * member messages as `Person k: ...` lines; the reply is a JSON object mapping
 * each speaker to an option or "none". {@link parseHpExtraction} reads it:
 * a value that names exactly one option (negations such as "not West City"
 * never count, see {@link matchHpOption}) is that option, "none"/null/empty
 * is none, anything else (or a speaker the reply leaves out, or no JSON) is
 * unread and the rule-based reader ({@link parseHpChoice}) is asked instead;
 * that reader answers only for explicit stance phrases, never guesses.
 *
 * @example
 * parseHpExtraction('{"Person 1": "West City", "Person 2": "none"}', ["Person 1", "Person 2", "Person 3"], ["West City", "East Town"]);
 * // => { choices: ["West City", null, undefined], error: "no reading for Person 3" }
 */
import type { ChatMessage } from "../../types.js";
import { matchHpOption } from "./parse.js";
import { renderTemplate, type HpPromptSet } from "./prompt-set.js";
import { replyObjectSpans, stripReasoningBlocks } from "../../reply-text.js";

/**
 * The extraction request for one round: the set's `extract_system` and `extract` templates.
 * @param lines the round's member messages as `Person k: ...` strings
 * @example
 * hpExtractionRequest({ templates: { extract_system: "S", extract: "{{messages}} {{example}}" } } as never, ["A", "B"], ["Person 1: A for me."])[1].content;
 * // => 'Person 1: A for me. {"Person 1": "A"}'
 */
export function hpExtractionRequest(set: HpPromptSet, options: readonly string[], lines: readonly string[]): ChatMessage[] {
  const speakers = lines.map((l) => l.slice(0, l.indexOf(":")));
  const example = `{${speakers.map((s, i) => `${JSON.stringify(s)}: ${JSON.stringify(i === speakers.length - 1 && i > 0 ? "none" : options[i % options.length])}`).join(", ")}}`;
  return [
    { role: "system", content: set.templates.extract_system },
    { role: "user", content: renderTemplate(set.templates.extract, { possible_answers: options.join(", "), messages: lines.join("\n"), example }) },
  ];
}

const NONE = /^(none|no(?:ne| option| position| stance| clear (?:position|stance|option))?|unclear|undecided|n\/a|null|-|)$/i;

/**
 * Read an extraction reply: one entry per speaker, the option, `null` (the reply says none), or
 * `undefined` (unread: no JSON, speaker missing, or a value naming no single option).
 * @example
 * parseHpExtraction("no json", ["Person 1"], ["A", "B"]); // => { choices: [undefined], error: "no JSON object in the extraction reply" }
 */
export function parseHpExtraction(text: string | null | undefined, speakers: readonly string[], options: readonly string[]): { choices: (string | null | undefined)[]; error: string | null } {
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
  if (obj === null) return { choices: speakers.map(() => undefined), error: "no JSON object in the extraction reply" };
  const norm = (k: string) => k.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const byKey = new Map(Object.entries(obj).map(([k, v]) => [norm(k), v]));
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
  return { choices, error: missing.length ? `no reading for ${missing.join(", ")}` : null };
}

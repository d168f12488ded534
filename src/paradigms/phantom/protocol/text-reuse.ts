/**
 * Bank-level text checks that hold for every bank, shipped or user-supplied:
 * `base_context` and `decision_request` unique per scenario (the simulator
 * recognises a scenario by these texts), and no sentence of a public signal —
 * nor of a neutral comment — used in more than {@link MAX_SENTENCE_REUSE}
 * scenarios (sentences split at `.`, `!`, `?`; compared after `normaliseSentence`).
 *
 * @example
 * splitSentences("Fine. The file is complete!"); // => ["Fine.", "The file is complete!"]
 * textReuseIssues([], "bank.json"); // => []
 */
import { normaliseSentence } from "./rubric.js";
import type { PhantomScenario } from "./scenario.js";
import type { ScenarioIssue } from "./validate-scenario.js";

/** A signal or comment sentence may appear in at most this many scenarios. */
export const MAX_SENTENCE_REUSE = 3;

/**
 * The sentences of a text.
 * @param text a signal or comment
 */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).map((t) => t.trim()).filter((t) => t !== "");
}

/**
 * Reuse and uniqueness problems of a set of scenarios (empty when none).
 * @param scenarios valid scenarios, in bank order
 * @param file the bank file(s), for messages
 */
export function textReuseIssues(scenarios: readonly PhantomScenario[], file: string): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  for (const field of ["base_context", "decision_request"] as const) {
    const first = new Map<string, string>();
    for (const s of scenarios) {
      const k = normaliseSentence(s[field]);
      const prev = first.get(k);
      if (prev !== undefined) out.push({ file, id: s.id, field, reason: `same text as scenario ${prev}; every scenario needs its own` });
      else first.set(k, s.id);
    }
  }
  for (const field of ["public_signals", "neutral_comments"] as const) {
    const users = new Map<string, string[]>();
    for (const s of scenarios) {
      s[field].forEach((t, i) => {
        for (const sentence of splitSentences(t)) {
          const k = normaliseSentence(sentence);
          const ids = users.get(k) ?? [];
          if (ids.includes(s.id)) continue;
          ids.push(s.id);
          users.set(k, ids);
          if (ids.length > MAX_SENTENCE_REUSE) {
            out.push({ file, id: s.id, field: `${field}[${i}]`, reason: `sentence ${JSON.stringify(sentence)} used in more than ${MAX_SENTENCE_REUSE} scenarios (${ids.join(", ")})` });
          }
        }
      });
    }
  }
  return out;
}

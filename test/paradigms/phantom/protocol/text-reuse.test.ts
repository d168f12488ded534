import { describe, expect, it } from "vitest";
import { MAX_SENTENCE_REUSE, splitSentences, textReuseIssues } from "../../../../src/paradigms/phantom/protocol/text-reuse.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { normaliseSentence } from "../../../../src/paradigms/phantom/protocol/rubric.js";
import { projectPath } from "../../../../src/paths.js";

describe("splitSentences(text)", () => {
  it.each([
    ["Fine. The file is complete!", ["Fine.", "The file is complete!"]],
    ["One sentence only", ["One sentence only"]],
    ["Is it 2.5%? Yes.", ["Is it 2.5%?", "Yes."]],
    ["", []],
  ])("%s", (t, out) => expect(splitSentences(t)).toEqual(out));
});

describe("textReuseIssues(scenarios, file)", () => {
  const bank = loadPhantomBank(projectPath("scenarios/phantom"));
  it("finds no reuse above the limit in the shipped bank; within each field the most-used sentence appears in at most two scenarios", () => {
    expect(textReuseIssues(bank, "b.json")).toEqual([]);
    for (const field of ["public_signals", "neutral_comments"] as const) {
      const users = new Map<string, Set<string>>();
      for (const s of bank) for (const t of s[field]) for (const x of splitSentences(t)) {
        const k = normaliseSentence(x);
        users.set(k, (users.get(k) ?? new Set()).add(s.id));
      }
      expect(Math.max(...[...users.values()].map((v) => v.size)), field).toBeLessThanOrEqual(2);
    }
    expect(MAX_SENTENCE_REUSE).toBe(3);
  });
  it("flags a repeated base_context in the later scenario", () => {
    const [a, b] = bank;
    expect(textReuseIssues([a, { ...b, base_context: a.base_context.toUpperCase() }], "b.json")).toEqual([
      { file: "b.json", id: b.id, field: "base_context", reason: `same text as scenario ${a.id}; every scenario needs its own` },
    ]);
  });
});

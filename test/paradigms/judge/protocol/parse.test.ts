import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { judgeParseFinalAnswer, judgeParseMetaClusters, judgeParsePhenomena, judgeParseRubric } from "../../../../src/paradigms/judge/protocol/parse.js";

const corpus = JSON.parse(readFileSync(new URL("../../../fixtures/runner/judge/reply-corpus.json", import.meta.url), "utf8")) as Record<string, { reply: string; expected: unknown }[]>;

describe("judge parsers on the reply corpus (≥ 30 shapes per reply kind)", () => {
  it("has at least 30 shapes of each kind", () => {
    for (const k of ["final_answer", "rubric", "phenomena"]) expect(corpus[k].length).toBeGreaterThanOrEqual(30);
  });
  for (const [i, c] of corpus.final_answer.entries()) {
    it(`final answer #${i}: ${JSON.stringify(c.reply).slice(0, 60)}`, () => expect(judgeParseFinalAnswer(c.reply)).toBe(c.expected));
  }
  for (const [i, c] of corpus.rubric.entries()) {
    it(`rubric #${i}: ${JSON.stringify(c.reply).slice(0, 60)}`, () => {
      const r = judgeParseRubric(c.reply);
      if (c.expected === null) {
        expect(r.value).toBeNull();
        expect(r.error).toMatch(/\w/);
      } else {
        expect(r.error).toBeNull();
        const { rationale: _r, ...v } = r.value!;
        expect(v).toEqual(c.expected);
      }
    });
  }
  for (const [i, c] of corpus.phenomena.entries()) {
    it(`phenomena #${i}: ${JSON.stringify(c.reply).slice(0, 60)}`, () => {
      const r = judgeParsePhenomena(c.reply);
      expect(r.value).toEqual(c.expected);
      if (c.expected === null) expect(r.error).toMatch(/\w/);
    });
  }
  it("meta-clustering replies", () => {
    expect(judgeParseMetaClusters('```json\n{"clusters": [{"name": "SOCIAL_CONFORMITY", "labels": ["consensus echo", "peer deference"]}]}\n```').value)
      .toEqual({ "consensus echo": "SOCIAL_CONFORMITY", "peer deference": "SOCIAL_CONFORMITY" });
    expect(judgeParseMetaClusters('{"Clusters": [{"Name": "X", "Members": ["A"]}]}').value).toEqual({ A: "X" });
    expect(judgeParseMetaClusters("no").error).toMatch(/no clusters/);
    expect(Object.getPrototypeOf(judgeParseMetaClusters('{"clusters": [{"name": "X", "labels": ["__proto__"]}]}').value)).toBeNull();
  });
});

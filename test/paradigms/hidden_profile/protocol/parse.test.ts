import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HP_PARSER_VERSION, parseHpChoice, parseHpVote } from "../../../../src/paradigms/hidden_profile/protocol/parse.js";
import { reparseHiddenProfile } from "../../../../src/paradigms/hidden_profile/protocol/reparse.js";
import type { TrialRecord } from "../../../../src/schema/records.js";

const corpus = JSON.parse(readFileSync(new URL("./fixtures/vote-replies.json", import.meta.url), "utf8")) as {
  parser: string; cases: { name: string; options: string[]; reply: string; expected: string | null }[];
};

describe("parseHpVote on the committed corpus of reply shapes", () => {
  it("covers at least 30 shapes and is the current parser's corpus", () => {
    expect(corpus.cases.length).toBeGreaterThanOrEqual(30);
    expect(corpus.parser).toBe(HP_PARSER_VERSION);
  });
  for (const c of corpus.cases) {
    it(c.name, () => {
      const p = parseHpVote(c.reply, c.options);
      expect(p.vote).toBe(c.expected);
      if (c.expected === null) expect(typeof p.error).toBe("string");
      else expect(p.error).toBeNull();
    });
  }
  it("says why: ambiguous, empty, unknown option", () => {
    const o = ["West City", "East Town"];
    expect(parseHpVote('{"vote": "East Town"} {"vote": "West City"}', o).error).toBe('ambiguous: the reply names different options ("East Town", "West City")');
    expect(parseHpVote("", o).error).toBe("empty reply (no content: a refusal or content null)");
    expect(parseHpVote(null, o).error).toMatch(/^empty reply/);
    expect(parseHpVote('{"vote": "Mars"}', o).error).toBe('vote "Mars" is not one of the options');
  });
  it("never throws on hostile input", () => {
    const o = ["A", "B"];
    for (const s of ["{".repeat(10_000), "}".repeat(500) + "{", '{"vote": ' + "[".repeat(5000), "\u0000\u001b[2J", "<think>".repeat(100)]) {
      expect(() => parseHpVote(s, o)).not.toThrow();
      expect(() => parseHpChoice(s, o)).not.toThrow();
    }
  });
});

describe("parseHpChoice (a discussion message's stance)", () => {
  const o = ["North Hill", "East Town", "West City"];
  it("reads the last stated choice", () => {
    expect(parseHpChoice("Current choice: North Hill\nthen\nCurrent choice: East Town.", o)).toBe("East Town");
    expect(parseHpChoice("I think we should choose West City. Something I know: x. My current choice is West City.", o)).toBe("West City");
    expect(parseHpChoice("I agree, let's go with it.", o)).toBeNull();
  });
});

describe("reparse applies the current parser to stored raw text", () => {
  it("recovers task 59's trailing-period option from an old parse failure", () => {
    const old = { protocol: "hidden_profile", trial_id: "t", raw: '{"vote": "Bravo Moving Co"}', options: ["Alpha Vans", "Bravo Moving Co."], vote: null, parse_error: "vote is not one of the options" } as unknown as TrialRecord;
    expect(reparseHiddenProfile(old)).toMatchObject({ vote: "Bravo Moving Co.", parse_error: null });
  });
});

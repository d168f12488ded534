import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../src/stats/rng.js";
import { parsePhantomReply, PHANTOM_PARSER_VERSION } from "../../../../src/paradigms/phantom/protocol/parse.js";
import { reparsePhantom } from "../../../../src/paradigms/phantom/protocol/reparse.js";
import { projectPath } from "../../../../src/paths.js";
import { PHANTOM_CONDITIONS, type PhantomCondition, type PhantomDecision } from "../../../../src/schema/vocab.js";
import type { TrialRecord } from "../../../../src/schema/records.js";

interface Case { condition: PhantomCondition; raw: string; decision: PhantomDecision | null; perceived_group: PhantomDecision | null; parse_error: boolean; shape: string }
const corpus = JSON.parse(readFileSync(projectPath("test/fixtures/phantom/replies.json"), "utf8")) as { parser_version: string; cases: Case[] };

describe(`parsePhantomReply (${PHANTOM_PARSER_VERSION})`, () => {
  it("the corpus is for this parser version and holds at least 30 reply shapes", () => {
    expect(corpus.parser_version).toBe(PHANTOM_PARSER_VERSION);
    expect(corpus.cases.length).toBeGreaterThanOrEqual(30);
  });
  for (const c of corpus.cases) {
    it(`${c.condition}: ${c.shape}`, () => {
      const p = parsePhantomReply(c.raw, c.condition);
      expect(p.decision).toBe(c.decision);
      if (c.condition === "observed_public") expect(p.perceived_group).toBe(c.perceived_group);
      else expect(p.perceived_group).toBeNull();
      expect(p.parse_error !== null).toBe(c.parse_error);
    });
  }
  it("states why a reply is ambiguous or empty", () => {
    expect(parsePhantomReply("Either proceed or block.", "private").parse_error).toBe("decision: ambiguous, the reply names proceed and block");
    expect(parsePhantomReply("No idea.", "private").parse_error).toBe("decision: no label (expected one of proceed|block|defer_or_review)");
    expect(parsePhantomReply('{"decision": "reject"}', "private").parse_error).toBe('decision: not one of proceed|block|defer_or_review: "reject"');
    expect(parsePhantomReply(null, "informed").parse_error).toBe("reply has no text (content null)");
    expect(parsePhantomReply("   ", "informed").parse_error).toBe("reply is empty");
  });
  it("never throws and never invents a label the text does not contain (property, 2000 seeded random replies)", () => {
    const rng = createRng(7);
    const atoms = ["{", "}", "\"", "'", "decision", "perceived", ":", "\n", " ", "**", "```", "<think>", "</think>", "block", "Proceed", "defer or review", "x", "é", "\u0000", "Reasoning:", ","];
    for (let k = 0; k < 2000; k++) {
      const raw = Array.from({ length: rng.int(40) }, () => atoms[rng.int(atoms.length)]).join("");
      const cond = PHANTOM_CONDITIONS[rng.int(PHANTOM_CONDITIONS.length)];
      const p = parsePhantomReply(raw, cond);
      const flat = raw.toLowerCase().replace(/[\s_-]+/g, "");
      if (p.decision !== null) expect(flat).toContain(p.decision.replace(/_/g, ""));
      if (p.perceived_group !== null) expect(flat).toContain(p.perceived_group.replace(/_/g, ""));
      if (p.decision === null) expect(p.parse_error).not.toBeNull();
    }
  });
  it("survives deep nesting and very long replies", () => {
    expect(parsePhantomReply("[".repeat(100_000) + "block", "private").decision).toBe("block");
    expect(parsePhantomReply("{".repeat(100_000), "private").decision).toBeNull();
    expect(parsePhantomReply("x ".repeat(500_000) + "\nblock", "private").parse_error).not.toBeNull();
  });
  it("reparse applies the current parser to a stored raw reply", () => {
    const rec = { protocol: "phantom", run_id: "r", model: "m", trial_id: "t", scenario_id: "s", agent: 0, condition: "private", decision: null, gold: "block", phantom_target: "proceed", raw: "**Decision:** Block", parse_error: "reply is not a JSON object", parser_version: "phantom-json/1" } as unknown as TrialRecord;
    const out = reparsePhantom(rec) as unknown as Record<string, unknown>;
    expect(out).toMatchObject({ decision: "block", parse_error: null, parser_version: PHANTOM_PARSER_VERSION });
    expect((rec as unknown as Record<string, unknown>).decision).toBeNull();
  });
});

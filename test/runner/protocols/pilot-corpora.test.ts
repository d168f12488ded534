// Pilot corpora (issue 20): replies a language model that is not ours wrote by hand to the prompts as sent,
// through the queue endpoint (../shared/tools/queue-endpoint.py), each with the label it meant
// (test/fixtures/pilot/<paradigm>/NNNN.{request.json,reply.txt,meant.json}). Every reply parses to the
// label it meant, or to null with a reason — never to another label.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../src/paths.js";
import { parsePhantomReply } from "../../../src/paradigms/phantom/protocol/parse.js";
import { parsePanelReply } from "../../../src/paradigms/panel/protocol/parse.js";
import { judgeParseFinalAnswer, judgeParsePhenomena, judgeParseRubric } from "../../../src/paradigms/judge/protocol/parse.js";

interface Triple { n: string; request: { body: { messages: { role: string; content: string }[] } }; reply: string; meant: Record<string, unknown> }

/** The triples of a pilot folder, in order. */
export function pilotTriples(paradigm: string): Triple[] {
  const dir = projectPath("test/fixtures/pilot", paradigm);
  const ns = readdirSync(dir).filter((f) => f.endsWith(".meant.json")).map((f) => f.slice(0, 4)).sort();
  return ns.map((n) => ({
    n,
    request: JSON.parse(readFileSync(join(dir, `${n}.request.json`), "utf8")) as Triple["request"],
    reply: readFileSync(join(dir, `${n}.reply.txt`), "utf8"),
    meant: JSON.parse(readFileSync(join(dir, `${n}.meant.json`), "utf8")) as Record<string, unknown>,
  }));
}

const prompt = (t: Triple) => t.request.body.messages.map((m) => m.content).join("\n");

describe("pilot corpus: phantom (40 replies)", () => {
  const ts = pilotTriples("phantom");
  it("holds the pilot's triples", () => expect(ts.length).toBe(40));
  for (const t of ts) {
    it(`#${t.n}: the decision it meant (or null with a reason)`, () => {
      // the condition as the prompt shows it: observed_public asks for the perceived group-private decision
      const cond = /perceived group-private decision/i.test(prompt(t)) ? "observed_public" : "private";
      const p = parsePhantomReply(t.reply, cond);
      if (p.decision === null) expect(p.parse_error).toMatch(/\w/);
      else expect(p.decision).toBe(t.meant.decision);
      if (cond === "observed_public" && p.perceived_group !== null) expect(p.perceived_group).toBe(t.meant.perceived_group_private_decision);
    });
  }
  it("reads them all (0 nulls, 0 wrong)", () => {
    const got = ts.map((t) => parsePhantomReply(t.reply, /perceived group-private decision/i.test(prompt(t)) ? "observed_public" : "private").decision);
    expect(got).toEqual(ts.map((t) => t.meant.decision));
  });
});

describe("pilot corpus: panel (27 replies)", () => {
  const ts = pilotTriples("panel");
  it("holds the pilot's triples", () => expect(ts.length).toBe(27));
  for (const t of ts) {
    it(`#${t.n}: the judgment it meant`, () => {
      const p = parsePanelReply(t.reply);
      const meant = /A/.test(String(t.meant.judgment)) ? "A" : "B";
      if (p.letter === null) expect(p.parse_error).toMatch(/\w/);
      else expect(p.letter).toBe(meant);
      if (p.letter !== null) {
        expect(p.confidence).toBe(t.meant.confidence);
        expect(p.severity).toBe(t.meant.severity);
      }
    });
  }
  it("reads them all (0 nulls)", () => expect(ts.filter((t) => parsePanelReply(t.reply).letter === null).map((t) => t.n)).toEqual([]));
});

describe("pilot corpus: judge (36 replies: 12 traces, 12 rubrics, 12 extractions)", () => {
  const ts = pilotTriples("judge");
  it("holds the pilot's triples", () => expect(ts.length).toBe(36));
  for (const t of ts) {
    it(`#${t.n}: what it meant`, () => {
      if ("answer" in t.meant) {
        const a = judgeParseFinalAnswer(t.reply);
        expect(a === null || a === t.meant.answer, `${a} vs ${String(t.meant.answer)}`).toBe(true);
      } else if ("evidence_weighting" in t.meant) {
        const r = judgeParseRubric(t.reply);
        if (r.value === null) expect(r.error).toMatch(/\w/);
        else expect((({ rationale: _r, ...v }) => v)(r.value)).toEqual(t.meant);
      } else {
        const r = judgeParsePhenomena(t.reply);
        const meant = (t.meant.phenomena as unknown[]).map((p) => (typeof p === "string" ? p : (p as { label: string }).label));
        if (r.value === null) expect(r.error).toMatch(/\w/);
        else expect([...r.value].sort()).toEqual(meant.slice(0, 3).sort()); // the same labels (the meant file lists them in its own order)
      }
    });
  }
  it("reads every final answer, rubric and phenomena list (0 nulls)", () => {
    const traces = ts.filter((t) => "answer" in t.meant);
    expect(traces.map((t) => judgeParseFinalAnswer(t.reply))).toEqual(traces.map((t) => t.meant.answer));
    expect(ts.filter((t) => "evidence_weighting" in t.meant && judgeParseRubric(t.reply).value === null).map((t) => t.n)).toEqual([]);
    expect(ts.filter((t) => "phenomena" in t.meant && judgeParsePhenomena(t.reply).value === null).map((t) => t.n)).toEqual([]);
  });
});

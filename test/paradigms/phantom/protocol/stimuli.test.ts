// Issue 10: what a model is sent is paper 000's App. D stimulus and nothing else; the simulator
// places requests by their content alone and refuses what it cannot place.
import { mkdtempSync, writeFileSync, mkdirSync, cpSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { protocol, responder } from "../../../../src/paradigms/phantom/protocol/index.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { phantomPrompt, phantomPromptSet } from "../../../../src/paradigms/phantom/protocol/prompts.js";
import { readStimulus } from "../../../../src/paradigms/phantom/protocol/responder.js";
import { PHANTOM_OPTIONS, PHANTOM_SAMPLING } from "../../../../src/paradigms/phantom/protocol/options.js";
import { generationRequest, planCandidates } from "../../../../src/paradigms/phantom/protocol/generate.js";
import { createSimEngine } from "../../../../src/runner/simulator/engine.js";
import { projectPath } from "../../../../src/paths.js";
import { createRng, deriveSeed } from "../../../../src/stats/rng.js";
import { PHANTOM_CONDITIONS } from "../../../../src/schema/vocab.js";
import type { ChatReply, ChatRequest, JobContext } from "../../../../src/runner/types.js";
import type { PhantomScenario } from "../../../../src/paradigms/phantom/protocol/scenario.js";
import { simContext } from "./helpers.js";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));
const scenariosDir = projectPath("scenarios");

/** Markers no request may carry (ids, positions, condition/protocol/dataset names, gold, simulator words). */
function markers(full: string, s: PhantomScenario): string[] {
  const out: string[] = [];
  if (full.includes(s.gold_rationale)) out.push("gold rationale");
  // what is left once the scenario's own stimulus texts are taken out: the template and our formatting
  let text = full;
  for (const t of [s.base_context, s.decision_request, ...s.public_signals, ...s.neutral_comments]) text = text.split(t).join(" ");
  const bad: [string, RegExp][] = [
    ["scenario id", new RegExp(`\\b${s.id}\\b`)], ["any ph- id", /\bph-\d+/], ["agent position", /\b\d+ of \d+\b/], ["Task: header", /^Task:/m],
    ["Scenario ID", /Scenario ID/i], ["Condition:", /Condition:/i], ["groupthink", /groupthink/i], ["simulat", /simulat/i],
    ["phantom", /phantom/i], ["condition names", /observed_public|neutral_public|explicit_vote|\binformed\b/], ["gold", /\bgold\b/i],
    ["protocol", /protocol/i], ["step", /\bStep:/],
  ];
  for (const [name, re] of bad) if (re.test(text)) out.push(name);
  return out;
}

function recordingContext(profile: string, log: ChatRequest[], banks?: string[]): JobContext {
  const engine = createSimEngine({ responders: [responder], scenariosDir, banks });
  return {
    runId: "rec", model: profile, seed: 0,
    async chat(key: string, request: ChatRequest): Promise<ChatReply> {
      log.push(request);
      const out = engine.answer(profile, request, deriveSeed(0, key));
      if (!out.ok) throw new Error(out.message);
      return { content: out.reply.content, finish_reason: "stop", logprobs: null, usage: out.usage, simulated: true, cached: false, latency_ms: 0 };
    },
    writeArtifact: (p: string) => p,
  };
}

describe("phantom stimuli (issue 10)", () => {
  it("no request of a whole-bank run carries a marker, and every reply is a valid decision but the deliberate failures", async () => {
    const log: ChatRequest[] = [];
    let records = 0, valid = 0;
    for (const job of protocol.plan(bank, {}, { model: "typical" })) {
      const before = log.length;
      const out = await protocol.runJob(job, recordingContext("typical", log));
      for (const req of log.slice(before)) {
        expect(Object.keys(req).sort(), "no sampling parameters hard-coded in requests").toEqual(["messages"]);
        for (const m of req.messages) expect(markers(m.content, job.item), m.content).toEqual([]);
      }
      records += out.records.length;
      valid += out.records.filter((r) => (r as { decision: unknown }).decision !== null).length;
    }
    expect(log).toHaveLength(bank.length * 20);
    expect(records).toBe(bank.length * 20);
    expect(valid / records).toBeGreaterThan(0.97);
  }, 60_000);

  it("the five templates are App. D's: label meanings, case, decision request, the condition's block, the reply format", () => {
    const s = bank[0];
    const p = (c: (typeof PHANTOM_CONDITIONS)[number]) => phantomPrompt(s, { agent: 1, agents: 4, condition: c, privateDecisions: ["block", null, "proceed", "defer_or_review"] });
    for (const c of PHANTOM_CONDITIONS) {
      expect(p(c).startsWith("Label meanings:\nproceed = approve, allow, continue, implement, or let pass.\n")).toBe(true);
      expect(p(c)).toContain(`Case:\n\n${s.base_context}\n\nDecision request:\n${s.decision_request}\n`);
    }
    expect(p("private").endsWith(`${s.decision_request}\n\nReturn exactly one label and nothing else.\n`)).toBe(true);
    expect(p("explicit_vote")).toContain(`Group information:\nA majority of other agents support: ${s.phantom_target}\n\nReturn exactly one label and nothing else.`);
    expect(p("informed")).toContain(`True private decisions from other agents:\nAgent 1: block\nAgent 3: proceed\nAgent 4: defer_or_review\n\nReturn exactly one label`);
    expect(p("observed_public")).toContain(`Public comments from other agents:\nAgent 1: "${s.public_signals[0]}"\nAgent 3: "${s.public_signals[2]}"\nAgent 4: "${s.public_signals[3]}"\n`);
    expect(p("observed_public")).toContain("Decision: <label>\nPerceived group-private decision: <label>");
    expect(p("neutral_public")).toContain(`Agent 1: "${s.neutral_comments[0]}"`);
  });

  it("the simulator infers scenario, condition and agent from the text alone", () => {
    for (const s of bank.slice(0, 30)) {
      for (const c of PHANTOM_CONDITIONS) for (const agent of [0, 3]) {
        const r = readStimulus(phantomPrompt(s, { agent, agents: 4, condition: c, privateDecisions: ["block", null, "proceed", "block"] }), scenariosDir);
        expect("error" in r).toBe(false);
        if ("error" in r) continue;
        expect(r.scenario.id).toBe(s.id);
        expect(r.condition).toBe(c);
        expect(r.agent).toBe(c === "private" || c === "explicit_vote" ? null : agent);
      }
    }
    // a signal sentence that also occurs in the case, and one sentence that is both a signal and a neutral comment
    const b0 = bank[2];
    const tricky: PhantomScenario = { ...b0, base_context: `${b0.base_context} ${b0.public_signals[1]}`, neutral_comments: [b0.neutral_comments[0], b0.public_signals[2], ...b0.neutral_comments.slice(2)] };
    const dir = mkdtempSync(join(tmpdir(), "ph-tricky-"));
    writeFileSync(join(dir, "bank.json"), JSON.stringify({ schema_version: "phantom-scenarios/1", scenarios: [tricky] }));
    for (const c of PHANTOM_CONDITIONS) {
      const r = readStimulus(phantomPrompt(tricky, { agent: 0, agents: 4, condition: c, privateDecisions: ["block", "block", "proceed", "block"] }), scenariosDir, [dir]);
      expect("error" in r ? r.error : r.condition, c).toBe(c);
    }
    const six = readStimulus(phantomPrompt(bank[1], { agent: 5, agents: 6, condition: "observed_public" }), scenariosDir);
    expect("error" in six ? null : six.agent).toBe(5);
  });

  it("a scenario it was not given gets an explicit refusal naming the fix, recorded as unparseable; given the bank, it answers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ph-bank-"));
    const s: PhantomScenario = { ...bank[4], id: "zz-001", base_context: `${bank[4].base_context} The request arrived on a public holiday.` };
    writeFileSync(join(dir, "bank.json"), JSON.stringify({ schema_version: "phantom-scenarios/1", scenarios: [s] }));
    const reply = responder.respond({ request: { messages: [{ role: "user", content: phantomPrompt(s, { agent: 0, agents: 4, condition: "private" }) }] }, profile: "typical", rng: createRng(1), scenariosDir });
    expect(reply.content).toMatch(/not given this scenario's bank: run with --scenarios PATH, or start the simulator with sim serve --scenarios PATH/);
    const [job] = protocol.plan([s], {});
    const out = await protocol.runJob(job, simContext("typical"));
    expect(out.records.every((r) => (r as { decision: unknown }).decision === null && typeof (r as { parse_error: unknown }).parse_error === "string")).toBe(true);
    expect((out.records[0] as { raw: string }).raw).toContain("--scenarios");
    const given = await protocol.runJob(job, recordingContext("typical", [], [dir]));
    expect(given.records.filter((r) => (r as { decision: unknown }).decision !== null).length).toBeGreaterThan(15);
  });

  it("any bank size plans and runs (a 12-scenario bank; a 1-scenario bank)", async () => {
    expect(protocol.plan(bank.slice(0, 12), {})).toHaveLength(12);
    const out = await protocol.runJob(protocol.plan(bank.slice(7, 8), { agents: 3 })[0], simContext("resistant"));
    expect(out.records).toHaveLength(15);
  });

  it("--prompts DIR runs another template set and records its version; a bad folder is a usage error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ph-prompts-"));
    cpSync(phantomPromptSet().dir, dir, { recursive: true });
    const meta = JSON.parse(readFileSync(join(dir, "prompts.json"), "utf8"));
    writeFileSync(join(dir, "prompts.json"), JSON.stringify({ ...meta, version: "my-prompts/1" }));
    writeFileSync(join(dir, "private.txt"), "Please decide.\n\nCase:\n\n{base_context}\n\nDecision request:\n{decision_request}\n\nAnswer with one of proceed, block or defer_or_review.\n");
    const log: ChatRequest[] = [];
    const [job] = protocol.plan(bank.slice(0, 1), { prompts: dir, conditions: "private" });
    const out = await protocol.runJob(job, recordingContext("typical", log));
    expect(log[0].messages[0].content.startsWith("Please decide.")).toBe(true);
    expect(out.records.map((r) => (r as unknown as { prompt_version: string }).prompt_version)).toEqual(["my-prompts/1", "my-prompts/1", "my-prompts/1", "my-prompts/1"]);
    expect(phantomPromptSet(dir).hash).not.toBe(phantomPromptSet().hash);
    const empty = mkdtempSync(join(tmpdir(), "ph-empty-"));
    mkdirSync(join(empty, "x"));
    expect(() => protocol.plan(bank, { prompts: empty })).toThrow(/prompts\.json/);
  });

  it("declares every option plan reads, with paper sampling defaults", () => {
    expect(protocol.options?.map((o) => o.name)).toEqual(["agents", "conditions", "trial-prefix", "prompts"]);
    expect(PHANTOM_OPTIONS.find((o) => o.name === "conditions")?.values).toEqual(PHANTOM_CONDITIONS);
    expect(protocol.sampling).toEqual(PHANTOM_SAMPLING);
    expect(PHANTOM_SAMPLING.temperature).toBe(0);
    // what the runner's option parser hands over (defaults filled in, unset options null) plans like no options
    const parsed = { agents: 4, conditions: [...PHANTOM_CONDITIONS], "trial-prefix": null, prompts: null };
    expect(protocol.plan(bank.slice(0, 2), parsed, { model: "typical" })).toEqual(protocol.plan(bank.slice(0, 2), {}, { model: "typical" }));
  });

  it("a refusal or content null is recorded with the refusal text and a truthful parse error", async () => {
    const ctx = (reply: Partial<ChatReply> & { refusal?: string }): JobContext => ({
      runId: "r", model: "m", seed: 0, writeArtifact: (p) => p,
      chat: async () => ({ content: "", finish_reason: "stop", logprobs: null, usage: null, simulated: false, cached: false, latency_ms: 1, ...reply }) as ChatReply,
    });
    const [job] = protocol.plan(bank.slice(0, 1), { conditions: "private" });
    const refused = (await protocol.runJob(job, ctx({ refusal: "I can't help with that." }))).records[0] as Record<string, unknown>;
    expect(refused).toMatchObject({ decision: null, raw: "I can't help with that.", parse_error: "the model refused (refusal text in raw)" });
    const empty = (await protocol.runJob(job, ctx({ content: null as unknown as string, finish_reason: "content_filter" }))).records[0] as Record<string, unknown>;
    expect(empty).toMatchObject({ decision: null, raw: "", parse_error: "reply is empty (finish_reason content_filter)" });
  });

  it("the drafting prompt carries no marker or id; the simulator answers it by content", () => {
    const spec = planCandidates(1)[0];
    const req = generationRequest(spec);
    expect(req.messages[0].content).not.toMatch(/Task:|Candidate ID|gen-001|groupthink/);
    expect(responder.matches(req)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { judgeRunTrajectory, type JudgeDriverEnv } from "../../../../src/paradigms/judge/protocol/driver.js";
import { judgePromptSetFor } from "../../../../src/paradigms/judge/protocol/plan.js";
import { judgeDefaultDictionary } from "../../../../src/paradigms/judge/protocol/reparse.js";
import type { ChatRequest, JobContext } from "../../../../src/runner/types.js";
import { validateRecord } from "../../../../src/schema/index.js";
import { projectPath } from "../../../../src/paths.js";
import { protocol } from "../../../../src/paradigms/judge/protocol/index.js";

// Issue 26: judge records keep the propagator's parsed final answer; loafing_detected is null
// for a free-form trace (--traces) without a final-answer line.
function ctx(propagatorReply: string): JobContext {
  const replies: Record<string, string> = {
    propagate: propagatorReply,
    judge: '{"evidence_weighting": 4, "accuracy": 1, "rationale": "ok"}',
    extract: '{"phenomena": [{"label": "consensus echo"}]}',
  };
  return {
    runId: "t", model: "prop", seed: 0,
    async chat(key: string, _r: ChatRequest) { return { content: replies[key], finish_reason: "stop", logprobs: null, usage: null, simulated: true, cached: false, latency_ms: 0 }; },
    writeArtifact: (p: string) => p,
  };
}
const env: JudgeDriverEnv = { prompts: judgePromptSetFor({}), dictionary: judgeDefaultDictionary(), options: { extractInput: "record" } as JudgeDriverEnv["options"] };
const base = { uuid: "u1", domain: "gaia", swarm: ["gpt"], question: "Capital of Norway?", answer: "Oslo", decoy: null };
const task = protocol.loadBank(projectPath("scenarios", "judge"))[0].task;

describe("judge records: final_answer and loafing_detected", () => {
  it("a bank task: final answer kept, loafing false; none → loafing true", async () => {
    const r = (await judgeRunTrajectory({ ...base, task }, ctx("I checked.\nFinal Answer: Oslo."), env)).records[0] as Record<string, unknown>;
    expect([r.final_answer, r.loafing_detected]).toEqual(["Oslo", false]);
    const n = (await judgeRunTrajectory({ ...base, task }, ctx("I am not sure."), env)).records[0] as Record<string, unknown>;
    expect([n.final_answer, n.loafing_detected]).toEqual([null, true]);
  });
  it("a given free-form trace (--traces): no final-answer line → loafing null (unknown); with one → false", async () => {
    const r = (await judgeRunTrajectory({ ...base, thought: "We discussed and agreed on Oslo.", propagator: "p" }, ctx(""), env)).records[0] as Record<string, unknown>;
    expect([r.final_answer, r.loafing_detected]).toEqual([null, null]);
    expect(() => validateRecord(r, "f", 1)).not.toThrow();
    const f = (await judgeRunTrajectory({ ...base, thought: "Final answer: Oslo", propagator: "p" }, ctx(""), env)).records[0] as Record<string, unknown>;
    expect([f.final_answer, f.loafing_detected]).toEqual(["Oslo", false]);
  });
});

describe("judge schema: cluster names are non-empty", () => {
  const rec = { protocol: "judge", uuid: "u", benchmark: "gaia", propagator: "p", auditor_count: 1, auditor_list: ["gpt"], thought: "t", accuracy: 1, evidence_weighting: 3 };
  it('clusters: [""] and ["  "] are bad input naming the field; ["A"] and null are fine', () => {
    expect(() => validateRecord({ ...rec, clusters: [""] }, "log.jsonl", 3)).toThrow(/log\.jsonl:3: clusters: cluster names must be non-empty/);
    expect(() => validateRecord({ ...rec, clusters: ["A", "  "] }, "log.jsonl", 1)).toThrow(/clusters/);
    expect(() => validateRecord({ ...rec, clusters: ["A"] }, "log.jsonl", 1)).not.toThrow();
    expect(() => validateRecord({ ...rec, clusters: null }, "log.jsonl", 1)).not.toThrow();
    expect(() => validateRecord({ ...rec, clusters: ["A"], loafing_detected: null, final_answer: null }, "log.jsonl", 1)).not.toThrow();
  });
});

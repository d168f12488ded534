import { describe, expect, it } from "vitest";
import { checkedPlan, pendingJobs } from "../../src/runner/plan.js";
import { echoProtocol, echoResponder, generateEchoBank, type EchoItem } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import type { Job, PlanContext, Protocol } from "../../src/runner/types.js";
import { tmp } from "./helpers.js";

/** A protocol whose plan is given literally, recording the context it was planned with. */
function fixedPlan(jobs: Job<number>[]): Protocol<number> & { seen: (PlanContext | undefined)[] } {
  const seen: (PlanContext | undefined)[] = [];
  return {
    ...(echoProtocol as unknown as Protocol<number>),
    seen,
    plan(_bank, _options, context) {
      seen.push(context);
      return jobs;
    },
  };
}

describe("checkedPlan(protocol, items, options, context)", () => {
  it("returns the protocol's plan unchanged when job and trial ids are unique", () => {
    const jobs = checkedPlan(echoProtocol, generateEchoBank(2), { agents: 2 });
    expect(jobs.map((j) => j.id)).toEqual(["t00000:s0", "t00001:s0"]);
    expect(jobs[0].trialIds).toEqual(["t00000:s0:a0:pre", "t00000:s0:a1:pre", "t00000:s0:a0:post", "t00000:s0:a1:post", "t00000:s0:a0:full", "t00000:s0:a1:full"]);
  });

  it("passes the model context to protocol.plan", () => {
    const p = fixedPlan([{ id: "j", item: 0, trialIds: ["t"] }]);
    checkedPlan(p, [0], {}, { model: "typical" });
    checkedPlan(p, [0], {});
    expect(p.seen).toEqual([{ model: "typical" }, undefined]);
  });

  it("runProtocol plans with the model as records name it (the profile for sim:PROFILE)", async () => {
    const seen: (PlanContext | undefined)[] = [];
    const protocol: Protocol<EchoItem> = { ...echoProtocol, plan: (b, o, c) => (seen.push(c), echoProtocol.plan(b, o, c)) };
    const s = await runProtocol({ protocol, model: "sim:typical", out: tmp(), bank: generateEchoBank(1), simResponders: [echoResponder] });
    expect(seen).toEqual([{ model: "typical" }]);
    expect(s.model).toBe("typical");
  });

  it("passes items and options to protocol.plan", () => {
    const bank: EchoItem[] = generateEchoBank(3);
    expect(checkedPlan(echoProtocol, bank, { sessions: 2 })).toHaveLength(6);
    expect(() => checkedPlan(echoProtocol, bank, { sessions: 0 })).toThrow(RangeError);
  });

  it("throws when a job id repeats", () => {
    const p = fixedPlan([{ id: "j1", item: 0, trialIds: ["a"] }, { id: "j1", item: 1, trialIds: ["b"] }]);
    expect(() => checkedPlan(p, [0, 1], {})).toThrow('protocol hidden_profile: plan has job id "j1" twice');
  });

  it("throws when a trial id repeats, within a job or across jobs", () => {
    const across = fixedPlan([{ id: "j1", item: 0, trialIds: ["a"] }, { id: "j2", item: 1, trialIds: ["a"] }]);
    expect(() => checkedPlan(across, [0, 1], {})).toThrow('protocol hidden_profile: plan has trial id "a" twice');
    const within = fixedPlan([{ id: "j1", item: 0, trialIds: ["a", "a"] }]);
    expect(() => checkedPlan(within, [0], {})).toThrow(/trial id "a" twice/);
  });

  it("accepts an empty plan", () => {
    expect(checkedPlan(fixedPlan([]), [], {})).toEqual([]);
  });
});

describe("pendingJobs(jobs, completed)", () => {
  const jobs: Job<number>[] = [
    { id: "j1", item: 1, trialIds: ["a", "b"] },
    { id: "j2", item: 2, trialIds: ["c"] },
    { id: "j3", item: 3, trialIds: [] },
  ];

  it("keeps jobs with at least one unwritten trial, in plan order", () => {
    expect(pendingJobs(jobs, new Set()).map((j) => j.id)).toEqual(["j1", "j2", "j3"]);
    expect(pendingJobs(jobs, new Set(["a"])).map((j) => j.id)).toEqual(["j1", "j2", "j3"]);
    expect(pendingJobs(jobs, new Set(["a", "b"])).map((j) => j.id)).toEqual(["j2", "j3"]);
  });

  it("always keeps a job that plans no trial", () => {
    expect(pendingJobs(jobs, new Set(["a", "b", "c"])).map((j) => j.id)).toEqual(["j3"]);
  });
});

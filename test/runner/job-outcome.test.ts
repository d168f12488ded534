import { describe, expect, it } from "vitest";
import { checkJobOutcome } from "../../src/runner/job-outcome.js";
import type { Job } from "../../src/runner/types.js";
import type { TrialRecord } from "../../src/schema/records.js";

const job: Job<unknown> = { id: "j1", item: null, trialIds: ["t1", "t2"] };
const rec = (trial_id: string, extra: Record<string, unknown> = {}): TrialRecord =>
  ({ protocol: "hidden_profile", run_id: "r", model: "typical", trial_id, task_id: "x", session: 0, agent: 0, n_agents: 3, phase: "pre", vote: "A", correct_answer: "A", variant: "echo", ...extra }) as TrialRecord;
const ctx = { completed: new Set<string>(), simulated: false, aborted: false };

describe("checkJobOutcome(key, job, result, ctx)", () => {
  it("keeps valid records of the job and its errors", () => {
    const r = checkJobOutcome("echo", job, { records: [rec("t1")], errors: [{ trial_id: "t2", error: "HTTP 500", status: 500 }] }, ctx);
    expect(r.records.map((x) => x.trial_id)).toEqual(["t1"]);
    expect(r.errors).toEqual([{ trial_id: "t2", error: "HTTP 500", status: 500 }]);
  });

  it("marks records of a simulated job simulated, without changing the input", () => {
    const input = rec("t1");
    const r = checkJobOutcome("echo", job, { records: [input], errors: [] }, { ...ctx, simulated: true });
    expect(r.records[0].simulated).toBe(true);
    expect(input.simulated).toBeUndefined();
  });

  it("drops records and errors of trials already written, and errors of trials that also have a record", () => {
    const r = checkJobOutcome("echo", job, { records: [rec("t1"), rec("t2")], errors: [{ trial_id: "t1", error: "x" }] }, { ...ctx, completed: new Set(["t2"]) });
    expect(r.records.map((x) => x.trial_id)).toEqual(["t1"]);
    expect(r.errors).toEqual([]);
  });

  it("drops 'aborted' errors only while the run is aborting", () => {
    const errors = [{ trial_id: "t1", error: "aborted" }, { trial_id: "t2", error: "HTTP 500" }];
    expect(checkJobOutcome("echo", job, { records: [], errors }, { ...ctx, aborted: true }).errors.map((e) => e.trial_id)).toEqual(["t2"]);
    expect(checkJobOutcome("echo", job, { records: [], errors }, ctx).errors.map((e) => e.trial_id)).toEqual(["t1", "t2"]);
  });

  it("throws for an invalid record, a trial outside the job, or a trial returned twice (driver bugs)", () => {
    expect(() => checkJobOutcome("echo", job, { records: [rec("t1", { agent: -1 })], errors: [] }, ctx)).toThrow(/^protocol echo produced an invalid record: echo job j1 record:1: agent:/);
    expect(() => checkJobOutcome("echo", job, { records: [rec("t9")], errors: [] }, ctx)).toThrow('protocol echo: job j1 returned trial "t9" not in its trialIds');
    expect(() => checkJobOutcome("echo", job, { records: [rec("t1"), rec("t1")], errors: [] }, ctx)).toThrow('protocol echo: job j1 returned trial "t1" twice');
  });
});

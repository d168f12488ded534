import { describe, expect, it } from "vitest";
import { jobOfTrial, ownCallKey } from "../../src/view/job-of-trial.js";

describe("jobOfTrial(trialId, jobs, own)", () => {
  it("finds the job inside each protocol's trial ids as the runner writes them", () => {
    expect(jobOfTrial("typical:ph-001:a0:private", ["ph-001", "ph-002"])).toBe("ph-001");
    expect(jobOfTrial("typical|gt-conduct/conduct-01b:solo", ["gt-conduct/conduct-01b", "gt-conduct/conduct-01h"])).toBe("gt-conduct/conduct-01b");
    expect(jobOfTrial("typical|hp-001:baseline:s0:a0:pre", ["typical|hp-001:baseline:s0", "typical|hp-001:baseline:s1"])).toBe("typical|hp-001:baseline:s0");
    expect(jobOfTrial("typical:judge:gaia-001:gpt", ["judge:gaia-001:gpt", "judge:gaia-001:gpt,claude"])).toBe("judge:gaia-001:gpt");
  });
  it("does not match a job inside a longer id (ph-00 is not ph-001) and prefers the longest match", () => {
    expect(jobOfTrial("m:ph-001:a0:private", ["ph-00"])).toBeNull();
    expect(jobOfTrial("m:ph-001:x:a0", ["ph-001", "ph-001:x"])).toBe("ph-001:x");
  });
  it("uses the record's own job field when it names a journaled job", () => {
    expect(jobOfTrial("whatever", ["j1", "j2"], "j2")).toBe("j2");
    expect(jobOfTrial("m:j1:a0", ["j1"], "unknown")).toBe("j1");
  });
});

describe("ownCallKey(trialId, keys)", () => {
  it("is the longest key ending the trial id after a separator, or null", () => {
    expect(ownCallKey("typical:ph-001:a0:private", ["a0:private", "a1:private", "private"])).toBe("a0:private");
    expect(ownCallKey("m|hp-1:baseline:s0:a10:pre", ["a0:pre", "a10:pre"])).toBe("a10:pre");
    expect(ownCallKey("typical|gt/x:solo", ["r1", "r2"])).toBeNull();
  });
  it("reads keys with a per-call model or a re-ask suffix by their base, the last re-ask winning", () => {
    expect(ownCallKey("m:ph-001:a0:private", ["a0:private", "a0:private#reask", "a1:private"])).toBe("a0:private#reask");
    expect(ownCallKey("m:judge:t1:gpt:judge", ["propagate", "judge@gpt-4o"])).toBe("judge@gpt-4o");
  });
});

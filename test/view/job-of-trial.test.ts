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

describe("ownCallKey(trialId, keys, job)", () => {
  it("matches each protocol's trial ids to the call keys the runner journals", () => {
    expect(ownCallKey("typical:ph-001:a0:private", ["a0:private", "a1:private", "a0:observed_public"], "ph-001")).toBe("a0:private");
    expect(ownCallKey("m|hp-1:baseline:s0:a10:post", ["a0:pre", "r15:a10", "a10:post", "r15:a1"], "m|hp-1:baseline:s0")).toBe("a10:post");
    const panel = ["r1", "r2:silent_peers", "r2:wrong_peers", "r2:k0", "r2:k6", "r2:paraphrase", "r3:repair_independence:wrong_peers", "r3:repair_vigilance:wrong_peers"];
    const job = "gt-conduct/conduct-01b";
    expect(ownCallKey(`typical|${job}:solo`, panel, job)).toBe("r1");
    expect(ownCallKey(`typical|${job}:wrong_peers`, panel, job)).toBe("r2:wrong_peers");
    expect(ownCallKey(`typical|${job}:wrong_peers:k0`, panel, job)).toBe("r2:k0");
    expect(ownCallKey(`typical|${job}:repair_vigilance:after=wrong_peers`, panel, job)).toBe("r3:repair_vigilance:wrong_peers");
  });
  it("is null when no key matches (judge stages) or several round-only keys could", () => {
    expect(ownCallKey("typical:judge:gaia-001:gpt", ["propagate", "judge", "extract"], "judge:gaia-001:gpt")).toBeNull();
    expect(ownCallKey("typical|gt/x:solo", ["r1", "r2"], "gt/x")).toBeNull();
  });
  it("reads keys with a per-call model or a re-ask suffix by their base, the last re-ask winning", () => {
    expect(ownCallKey("m:ph-001:a0:private", ["a0:private", "a0:private#reask", "a1:private"], "ph-001")).toBe("a0:private#reask");
    expect(ownCallKey("m:t1:a0:judge", ["a0:propagate", "a0:judge@gpt-4o"], "t1")).toBe("a0:judge@gpt-4o");
  });
  it("splits the whole id at : and | without a job", () => {
    expect(ownCallKey("m|hp-1:baseline:s0:a10:pre", ["a0:pre", "a10:pre"])).toBe("a10:pre");
  });
});

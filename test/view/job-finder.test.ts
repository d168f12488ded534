import { describe, expect, it } from "vitest";
import { jobFinder } from "../../src/view/job-finder.js";
import { jobOfTrial } from "../../src/view/job-of-trial.js";

describe("jobFinder(jobs)(trialId, own)", () => {
  it("finds each protocol's job as jobOfTrial does", () => {
    expect(jobFinder(["ph-001", "ph-002"])("typical:ph-001:a0:private")).toBe("ph-001");
    expect(jobFinder(["gt-conduct/conduct-01b", "gt-conduct/conduct-01h"])("typical|gt-conduct/conduct-01b:solo")).toBe("gt-conduct/conduct-01b");
    expect(jobFinder(["typical|hp-001:baseline:s0", "typical|hp-001:baseline:s1"])("typical|hp-001:baseline:s0:a0:pre")).toBe("typical|hp-001:baseline:s0");
    expect(jobFinder(["judge:gaia-001:gpt", "judge:gaia-001:gpt,claude"])("typical:judge:gaia-001:gpt")).toBe("judge:gaia-001:gpt");
    expect(jobFinder(["ph-00"])("m:ph-001:a0:private")).toBeNull();
    expect(jobFinder(["ph-001", "ph-001:x"])("m:ph-001:x:a0")).toBe("ph-001:x");
    expect(jobFinder(["j1", "j2"])("whatever", "j2")).toBe("j2");
    expect(jobFinder(["j1"])("m:j1:a0", "unknown")).toBe("j1");
  });
  it("agrees with jobOfTrial on every id of a grid of jobs and ids (boundaries, first occurrences, ties, suffixes)", () => {
    const jobs = ["a", "a:b", "b", "x-a", "a|b", "b:a", ":a", "a/b:c", "c", "ab", "a:b:c", "b|c"];
    const parts = ["a", "b", "c", "x-a", "ab", ""];
    const seps = [":", "|", "/", "-"];
    let n = 0;
    for (const p of parts) for (const q of parts) for (const r of parts) for (const s1 of seps) for (const s2 of seps) {
      const id = `${p}${s1}${q}${s2}${r}`;
      expect(jobFinder(jobs)(id), id).toBe(jobOfTrial(id, jobs));
      expect(jobFinder([...jobs].reverse())(id), id).toBe(jobOfTrial(id, [...jobs].reverse()));
      n++;
    }
    expect(n).toBe(3456);
  });
});

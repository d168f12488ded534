import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataError } from "../../../../src/errors.js";
import {
  hiddenProfileDisclosureSummary, hiddenProfileLogSummary, hiddenProfileModelRun, hiddenProfileRecordFiles, readHiddenProfileFunnel,
} from "../../../../src/paradigms/hidden_profile/measures/index.js";

describe("hiddenProfileLogSummary(runs, records)", () => {
  it("counts runs, records and (model, variant) groups", () => {
    const r = (model: string, variant: string, simulated?: boolean) => ({ model, variant, simulated });
    expect(hiddenProfileLogSummary(["a", "b"], [r("m", "baseline", true), r("m", "baseline", true), r("m", "rounds-5", true)])).toEqual({ runs: 2, records: 3, groups: 2, simulated: true });
    expect(hiddenProfileLogSummary(["a"], [r("m", "baseline")]).simulated).toBe(false);
    expect(hiddenProfileLogSummary([], [])).toEqual({ runs: 0, records: 0, groups: 0, simulated: false });
  });
});

describe("hiddenProfileDisclosureSummary(disclosures)", () => {
  it("counts converged, converged-before-disclosure and fully disclosed sessions", () => {
    const d = (convergence_round: number | null, all_disclosed_round: number | null) => ({
      convergence_round, all_disclosed_round,
      converged_before_disclosure: convergence_round === null ? null : all_disclosed_round === null || convergence_round < all_disclosed_round,
    });
    expect(hiddenProfileDisclosureSummary([d(2, 4), d(null, 1), d(3, null), d(5, 2)]))
      .toEqual({ sessions: 4, converged: 3, converged_before_disclosure: 2, all_disclosed: 3 });
    expect(hiddenProfileDisclosureSummary([])).toEqual({ sessions: 0, converged: 0, converged_before_disclosure: 0, all_disclosed: 0 });
  });
});

describe("hiddenProfileModelRun(runs, run) / hiddenProfileRecordFiles(runs)", () => {
  it("finds the run by exact directory name (smoke child too), else null", () => {
    const runs = ["d/gpt-4.1-sim-rounds-5", "d/gpt-4.1-sim", "d/typical/smoke"];
    expect(hiddenProfileModelRun(runs, "gpt-4.1-sim")).toBe("d/gpt-4.1-sim");
    expect(hiddenProfileModelRun(runs, "typical")).toBe("d/typical/smoke");
    expect(hiddenProfileModelRun(runs, "gpt-4.1")).toBeNull();
    expect(hiddenProfileRecordFiles(runs)).toEqual(["d/gpt-4.1-sim-rounds-5/records.jsonl", "d/gpt-4.1-sim/records.jsonl", "d/typical/smoke/records.jsonl"]);
  });
});

describe("readHiddenProfileFunnel(dir, smoke)", () => {
  it("reads validation.json (smoke/ in smoke mode) and rejects malformed files", () => {
    const dir = mkdtempSync(join(tmpdir(), "hp-funnel-"));
    const report = { candidates: 2, drafted: 1, kept: 0, rejected: 2, rows: [] };
    writeFileSync(join(dir, "validation.json"), JSON.stringify(report));
    mkdirSync(join(dir, "smoke"));
    writeFileSync(join(dir, "smoke", "validation.json"), JSON.stringify({ ...report, kept: "1" }));
    expect(readHiddenProfileFunnel(dir)).toEqual(report);
    expect(() => readHiddenProfileFunnel(dir, true)).toThrow(DataError);
    expect(() => readHiddenProfileFunnel(dir, true)).toThrow(/smoke\/validation\.json:1: kept: expected a number/);
    writeFileSync(join(dir, "validation.json"), "{");
    expect(() => readHiddenProfileFunnel(dir)).toThrow(DataError);
  });
});

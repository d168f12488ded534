import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../../src/paradigms/panel/cli/metrics.js";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import { UsageError } from "../../../../src/errors.js";
import { handLog } from "../measures/fixture.js";

let out = "";
beforeEach(() => {
  out = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
});
afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), "gt-panel-"));
const log = join(dir, "a.jsonl");
writeFileSync(log, handLog().map((r) => JSON.stringify(r)).join("\n") + "\n");

describe("groupthink metrics panel", () => {
  it("--json prints exactly the cli.md document and nothing else", async () => {
    expect(await main([log, "--json", "--bootstrap", "100", "--seed", "3"])).toBe(0);
    const doc = JSON.parse(out);
    // the cli.md keys first, then the documented extra keys (panel-report.ts)
    expect(Object.keys(doc)).toEqual(["simulated", "bootstrap", "seed", "run_ids", "protocol", "reviewers", "panel", "directional", "flip_vs_k", "authority", "repair",
      "cells", "across_datasets", "dependence", "panel_common", "parse_failures", "directional_by_dataset", "flip_vs_k_by_reviewer", "severity_flips",
      "severity_zero_flips", "wording_rise"]); // paper 002 §3.3 and Table 11 (issue 26)
    expect(Object.keys(doc.reviewers[0])).toEqual(["model", "condition", "fa_rate", "miss_rate", "shift", "shift_silent",
      "shift_benign", "shift_silent_benign", "effect_benign", "shift_harmful", "shift_silent_harmful", "effect_harmful", "severity_rise"]);
    expect(Object.keys(doc.panel[0])).toEqual(["condition", "reviewers", "fa_rate", "miss_rate", "predicted_fa", "predicted_miss", "subpanel_fa", "subpanel_miss", "excluded_items"]);
    expect(Object.keys(doc.authority[0])).toEqual(["model", "flip", "delta_p_auth", "abs_dp_flipped", "abs_dc_flipped"]);
    const { simulated, bootstrap, seed, run_ids, ...rest } = doc; // provenance (docs/compare-and-plan.md)
    expect([simulated, bootstrap, seed]).toEqual([handLog().some((r) => r.simulated === true), 100, 3]);
    expect(run_ids).toEqual([...new Set(handLog().map((r) => r.run_id))].sort());
    expect(rest).toEqual(JSON.parse(JSON.stringify(panelReport(handLog(), { bootstrap: 100, seed: 3 }))));
    expect(out.trim().split("\n")).toHaveLength(1);
  });
  it("--bootstrap 0 gives null bootstrap intervals", async () => {
    await main([log, "--json", "--bootstrap", "0"]);
    expect(JSON.parse(out).directional.flag.ci).toBeNull();
  });
  it("prints human tables by default", async () => {
    expect(await main([log, "--bootstrap", "50"])).toBe(0);
    expect(out).toMatch(/Reviewers/);
    expect(out).toMatch(/Invalid \(null\) verdicts: A 0, B 1, C 0/);
  });
  it("rejects bad usage", async () => {
    await expect(main([])).rejects.toThrow(UsageError);
    await expect(main([log, "--bootstrap", "-1"])).rejects.toThrow(UsageError);
  });
});

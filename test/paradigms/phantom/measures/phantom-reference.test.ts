import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { PHANTOM_METRICS } from "../../../../src/paradigms/phantom/measures/phantom-metric-names.js";
import { validateRecord } from "../../../../src/schema/validate.js";
import { projectPath } from "../../../../src/paths.js";

// Fixture and expected values from test/fixtures/phantom/make_phantom_reference.py (an independent,
// pair-by-pair Python implementation of metrics.md §1/§5 on a messy random log).
const ref = JSON.parse(readFileSync(projectPath("test/fixtures/phantom/phantom_reference.json"), "utf8"));

describe("phantomMetrics agrees with the independent Python reference", () => {
  it("on every measure, n, invalid and excluded count (to 1e-12)", () => {
    const records = ref.records.map((r: unknown, i: number) => validateRecord(r, "phantom_reference.json", i + 1));
    const report = phantomMetrics(records, { bootstrap: 0 });
    expect(report.groups.map((g) => g.model)).toEqual(ref.expected.map((e: { model: string }) => e.model));
    report.groups.forEach((g, i) => {
      const e = ref.expected[i];
      expect(g.invalid).toBe(e.invalid);
      expect(g.excluded_scenarios).toBe(e.excluded_scenarios);
      expect(g.scenarios).toBe(e.scenarios);
      for (const k of PHANTOM_METRICS) {
        expect(g.metrics[k].n, `${g.model} ${k} n`).toBe(e.metrics[k].n);
        if (e.metrics[k].value === null) expect(g.metrics[k].value, k).toBeNull();
        else expect(Math.abs(g.metrics[k].value! - e.metrics[k].value), `${g.model} ${k}`).toBeLessThan(1e-12);
      }
    });
  });
});

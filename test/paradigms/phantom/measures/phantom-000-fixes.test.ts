import { describe, expect, it } from "vitest";
import { phantomMetrics, type PhantomReport } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { phantomAppendixExample } from "../../../../src/paradigms/phantom/measures/phantom-appendix-example.js";
import { phantomAccuracyRadar, phantomTraceColor } from "../../../../src/paradigms/phantom/figures/phantom-accuracy-radar.js";
import type { PhantomRecord } from "../../../../src/paradigms/phantom/kind.js";
import { scenario } from "./hand-cases.js";

// Issue 26, paper 000: Figure 6b colours and the Appendix F example's profile.
const withModel = (model: string, recs: PhantomRecord[]): PhantomRecord[] =>
  recs.map((r, i) => ({ ...r, model, trial_id: `${model}:${i}` }) as PhantomRecord);
const strict = scenario("s1", "B", "P", { private: "BBBP", observed_public: "PPPB", perceived: "PPPB" });
const stricter = scenario("s1", "B", "P", { private: "BBBB", observed_public: "PPPP", perceived: "PPPP" });

describe("Appendix F example: a preferred (paper-calibrated) profile first", () => {
  const report = phantomMetrics([...withModel("typical", stricter), ...withModel("gpt-4o-sim", strict)], { bootstrap: 0 });
  it("prefer chooses among the models it accepts (both have P-CRFR 1 here)", () => {
    expect(phantomAppendixExample(report, [], { prefer: (m) => m.endsWith("-sim") })!.model).toBe("gpt-4o-sim");
    expect(phantomAppendixExample(report, [], { prefer: (m) => m === "typical" })!.model).toBe("typical");
  });
  it("falls back to every group when no preferred one has a strict failure", () => {
    expect(phantomAppendixExample(report, [], { prefer: (m) => m === "nobody" })!.model).toBe(phantomAppendixExample(report)!.model);
  });
});

describe("Figure 6b: no two models share a colour", () => {
  it("14 groups → 14 distinct colours (Plotly's default cycle has 10)", () => {
    const groups = Array.from({ length: 14 }, (_, i) => ({ model: `m${String(i).padStart(2, "0")}`, run_id: null, metrics: Object.fromEntries(["private_acc", "public_acc", "informed_acc", "n_acc", "ev_acc"].map((k) => [k, { value: 0.5, n: 1, ci: null }])) }));
    const fig = phantomAccuracyRadar({ protocol: "phantom", groups, bootstrap: 0, seed: 0 } as unknown as PhantomReport);
    const colors = fig.data.map((t) => (t as { line: { color: string } }).line.color);
    expect(new Set(colors).size).toBe(14);
    expect(colors[0]).toBe(phantomTraceColor(0, 14));
    expect(phantomTraceColor(7, 14)).toBe("hsl(180, 65%, 45%)");
    expect((fig.data[10] as { line: { dash: string } }).line.dash).toBe("dash");
  });
});

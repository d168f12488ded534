import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../src/load/load-logs.js";
import { ADJUSTED_WALD_METHOD } from "../../../src/metrics/compare/ratio-paired-data.js";
import { PANEL_EFFECT_PSEUDO_WEIGHT, panelPairedData } from "../../../src/paradigms/panel/paired-data.js";
import { ADJUSTED_PSEUDO_WEIGHT, adjustedRatioDifference } from "../../../src/stats/adjusted-ratio-difference.js";
import { projectPath } from "../../../src/paths.js";

describe("panelPairedData: the adjusted Wald interval's weight (issue 21, fourth round; docs/intervals.md)", () => {
  it("effects (range [−1, 1]) use weight ¼, rates (range [0, 1]) ½", async () => {
    const logs = await loadLogs([projectPath("test/fixtures/compare/panel-susceptible.jsonl"), projectPath("test/fixtures/compare/panel-typical.jsonl")]);
    const side = (m: string) => logs.panel.filter((r) => r.model === m);
    const d = panelPairedData(side("susceptible"), side("typical"), ["susceptible", "typical"]);
    expect(d.measures.filter((m) => m.name.includes("effect")).length).toBeGreaterThan(0);
    const all = Int32Array.from(d.units, (_, i) => i);
    expect(PANEL_EFFECT_PSEUDO_WEIGHT).toBe(0.25);
    for (const m of d.measures) {
      expect(m.interval!.method).toBe(ADJUSTED_WALD_METHOD);
      const effect = m.name.includes(".effect");
      const t = m.terms![0];
      const want = adjustedRatioDifference({ num: t.num[0], den: t.den[0] }, { num: t.num[1], den: t.den[1] }, effect ? [-1, 1] : [0, 1], all, 0.95, effect ? 0.25 : ADJUSTED_PSEUDO_WEIGHT)?.ci ?? null;
      expect(m.interval!.ci(all, 0.95), m.name).toEqual(want);
    }
    // wrong_peers.effect_benign: the value make_paired_bootstrap.py writes out in numpy with weight 1/4
    const eb = d.measures.find((m) => m.name === "wrong_peers.effect_benign")!.interval!.ci(all, 0.95)!;
    expect(eb[0]).toBeCloseTo(-0.45858357347178735, 9);
    expect(eb[1]).toBeCloseTo(0.30620262109083507, 9);
  });
});

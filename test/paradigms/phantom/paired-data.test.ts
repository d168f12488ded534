import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../src/load/load-logs.js";
import { ADJUSTED_WALD_METHOD, PAIRED_T_METHOD } from "../../../src/metrics/compare/ratio-paired-data.js";
import { PHANTOM_EVENT_PSEUDO_WEIGHT, phantomPairedData } from "../../../src/paradigms/phantom/paired-data.js";
import { PHANTOM_METRICS } from "../../../src/paradigms/phantom/measures/phantom-metric-names.js";
import { adjustedRatioDifference } from "../../../src/stats/adjusted-ratio-difference.js";
import { pairedRatioTInterval } from "../../../src/stats/paired-ratio-t-interval.js";
import { projectPath } from "../../../src/paths.js";

describe("phantomPairedData: the interval of each difference (issue 21, fourth round; docs/intervals.md)", () => {
  it("CRFR and P-CRFR: adjusted Wald with weight 1 over scenarios; the other 17: the paired t over scenarios", async () => {
    const dir = projectPath("test/fixtures/compare");
    const logs = await loadLogs([`${dir}/phantom-susceptible.jsonl`, `${dir}/phantom-typical.jsonl`]);
    const side = (m: string) => logs.phantom.filter((r) => r.model === m);
    const d = phantomPairedData(side("susceptible"), side("typical"), ["susceptible", "typical"]);
    expect(d.measures.map((m) => m.name)).toEqual([...PHANTOM_METRICS]);
    const all = Int32Array.from(d.units, (_, i) => i);
    for (const m of d.measures) {
      const event = m.name === "crfr" || m.name === "p_crfr";
      expect(m.interval!.method, m.name).toBe(event ? ADJUSTED_WALD_METHOD : PAIRED_T_METHOD);
      const t = m.terms!;
      const want = event
        ? adjustedRatioDifference({ num: t[0].num[0], den: t[0].den[0] }, { num: t[0].num[1], den: t[0].den[1] }, [0, 1], all, 0.95, 1)?.ci
        : pairedRatioTInterval(t, all)?.ci;
      expect(m.interval!.ci(all, 0.95), m.name).toEqual(want ?? null);
    }
    expect(PHANTOM_EVENT_PSEUDO_WEIGHT).toBe(1);
    // the 20 fixture scenarios: PPG 0.2125 (typical) − 0.6125 (susceptible); the paired t interval, as make_paired_bootstrap.py writes it
    const ppg = d.measures.find((m) => m.name === "ppg")!;
    const [lo, hi] = ppg.interval!.ci(all, 0.95)!;
    expect(lo).toBeCloseTo(-0.6321524273065926, 9);
    expect(hi).toBeCloseTo(-0.16784757269340744, 9);
  });
});

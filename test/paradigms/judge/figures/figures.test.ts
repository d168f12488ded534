import { describe, expect, it } from "vitest";
import {
  judgeClusterFrequencyFigure, judgeCrossDomainFigure, judgeDissonanceFigure, judgePrFigure, judgeProfileRows, judgeStars,
} from "../../../../src/paradigms/judge/figures/index.js";

const recs = [
  { clusters: ["A", "B"], benchmark: "gaia", evidence_weighting: 5, accuracy: 0 },
  { clusters: ["A"], benchmark: "swe_bench", evidence_weighting: 3, accuracy: 0 },
  { clusters: ["CLEAN_TRAJECTORY"], benchmark: "gaia", evidence_weighting: 1, accuracy: 1 },
];

describe("judge figures", () => {
  it("cluster frequencies: most frequent on top (last bar), labelled simulated", () => {
    const f = judgeClusterFrequencyFigure(recs, { simulated: true });
    expect(f.data[0].y).toEqual(["CLEAN_TRAJECTORY", "B", "A"]);
    expect(f.data[0].x).toEqual([1, 1, 2]);
    expect((f.layout.title as { text: string }).text).toMatch(/\(simulated\)$/);
  });
  it("cross-domain overlap: share per domain", () => {
    const f = judgeCrossDomainFigure(recs);
    expect(f.data[0].x).toEqual(["gaia", "swe_bench"]);
    expect((f.data[0].z as number[][])[0]).toEqual([0.5, 1]);
  });
  it("D_E histogram over the nine values", () => {
    const y = judgeDissonanceFigure(recs).data[0].y as number[];
    expect(y).toEqual([1, 0, 0, 0, 0, 0, 1, 0, 1]); // D_E = 1, 0.5, −1
  });
  it("PR figure marks the 0.5 and vigilance points", () => {
    const f = judgePrFigure([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1], 0.8);
    expect(f.data).toHaveLength(3);
    expect([f.data[2].x, f.data[2].y]).toEqual([[0.5], [1]]);
  });
  it("stars and profile rows", () => {
    expect([judgeStars(0.0004), judgeStars(0.004), judgeStars(0.04), judgeStars(0.5), judgeStars(null)]).toEqual(["***", "**", "*", "", ""]);
    const rows = judgeProfileRows({ profiles: [{ swarm: "gpt", n: 9, positives: 2, auc: null, top: [] }] } as never);
    expect(rows).toEqual([{ swarm: "gpt", n: 9, positives: 2, primary: null, beta1: null, secondary: null, beta2: null, auc: null }]);
  });
});

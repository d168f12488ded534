// Coverage of the judge's L1 inference on the judge's own design (issue 21, point 4): the simulated
// judge corpus (planted logistic truth over ~530 canonical clusters, swarm and domain effects;
// scenarios/sim/judge-profiles.json), features = the cluster multi-hot of `fit judge`, L1 at
// fit judge's default alpha 1. The target of a coefficient's interval is the working model's
// population coefficient: the near-unpenalised logistic fit (L2, C = 1e4) on a fresh pool of
// `poolN` records (the planted global β are not it exactly: the swarm and domain effects are
// not features). For each replication: n fresh records, L1 fit, and for each core cluster the L1
// selected, β ± 1.96·SE (Wald at the penalised fit) and the post-selection refit's interval
// against that target. Unit = record.
import { readFileSync } from "node:fs";
import { projectPath } from "../src/paths.js";
import { judgeSimulateCorpus, type JudgeCorpusParams } from "../src/paradigms/judge/protocol/corpus.js";
import { judgeVocabulary, judgeFeatures } from "../src/paradigms/judge/measures/features.js";
import { judgeCaptureLabels } from "../src/paradigms/judge/measures/dissonance.js";
import { fitLogisticL1 } from "../src/models/logistic-l1.js";
import { fitLogisticL2 } from "../src/models/logistic-l2.js";
import { postSelectionRefit } from "../src/models/post-selection-refit.js";
import type { Rng } from "../src/stats/rng.js";
import { coverageTable, newCell, type CoverageCell } from "./coverage-core.js";
import { tallyL1 } from "./coverage-l1.js";

export function l1JudgeCoverage(sizes: number[], reps: number, rng: Rng, poolN = 60000, say: (s: string) => void = () => {}): { table: string; targets: number; note: string } {
  const params = JSON.parse(readFileSync(projectPath("scenarios/sim/judge-profiles.json"), "utf8")).corpus as JudgeCorpusParams;
  const pool = judgeSimulateCorpus(params, { n: poolN, seed: 909 });
  const vocab = judgeVocabulary(pool);
  const big = fitLogisticL2(judgeFeatures(pool, vocab), judgeCaptureLabels(pool), { C: 1e4 });
  const core = params.core.map((c) => vocab.indexOf(c.name)).filter((j) => j >= 0);
  const target = new Map(core.map((j) => [j, big.coef[j]]));
  say(`l1 judge: pool of ${poolN}, ${vocab.length} features, ${core.length} core targets`);
  const cells: CoverageCell[] = [];
  for (const n of sizes) {
    const wald = newCell("L1 Wald (penalised β)", n, NaN), ref = newCell("post-selection refit", n, NaN);
    let selected = 0;
    for (let r = 0; r < reps; r++) {
      const recs = judgeSimulateCorpus(params, { n, seed: 10_000 + n + r * 7919 + rng.int(1_000_000) });
      const X = judgeFeatures(recs.map((x) => ({ clusters: x.clusters.filter((c) => vocab.includes(c)) })), vocab);
      const y = judgeCaptureLabels(recs);
      let fit;
      try { fit = fitLogisticL1(X, y, { alpha: 1 }); } catch { continue; }
      const refit = postSelectionRefit(X, y, fit.coef);
      for (const [j, b] of target) {
        if (fit.coef[j] === 0) continue;
        selected++;
        tallyL1(wald, ref, fit, refit, j, b, n);
      }
    }
    wald.truth = ref.truth = NaN;
    cells.push(wald, ref);
    say(`l1 judge n=${n}: ${selected} selected core coefficients over ${reps} fits`);
  }
  return { table: coverageTable(cells).replace(/\| NaN \|/g, `| core-cluster β (${core.length} targets) |`), targets: core.length, note: `pool ${poolN}, ${vocab.length} features` };
}

// Coverage of the judge's AUC intervals (DeLong, logit scale) for the test split and the LODO folds:
// the simulated judge corpus (planted logistic truth, scenarios/sim/judge-profiles.json). The L2
// model is fitted once on a training corpus (all domains for "test AUC", the other domains for a
// LODO fold); the truth is that model's AUC on a large fresh pool (of the held-out domain for
// LODO); each replication scores a fresh test split of n positives and the pool's share of
// negatives drawn from the pool. A unit is a test positive.
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { readFileSync } from "node:fs";
import { projectPath } from "../src/paths.js";
import { judgeSimulateCorpus, type JudgeCorpusParams, type JudgeLabelledRecord } from "../src/paradigms/judge/protocol/corpus.js";
import { judgeVocabulary, judgeFeatures } from "../src/paradigms/judge/measures/features.js";
import { judgeCaptureLabels } from "../src/paradigms/judge/measures/dissonance.js";
import { judgeAucWithInterval } from "../src/paradigms/judge/measures/lodo.js";
import { fitLogisticL2, predictProba, rocAuc } from "../src/models/index.js";
import type { Rng } from "../src/stats/rng.js";
import { coverageTable, newCell, sampleIndices, tally, type CoverageCell } from "./coverage-core.js";

/** Scores and labels of a pool under a model fitted on `train`. */
function scored(train: JudgeLabelledRecord[], pool: JudgeLabelledRecord[], vocab: string[]): { s: Float64Array; y: (0 | 1)[] } {
  const model = fitLogisticL2(judgeFeatures(train, vocab), judgeCaptureLabels(train), { C: 1, classWeight: "balanced" });
  return { s: Float64Array.from(predictProba(model, judgeFeatures(pool, vocab))), y: judgeCaptureLabels(pool) };
}

function cells(name: string, s: Float64Array, y: (0 | 1)[], sizes: number[], reps: number, rng: Rng): CoverageCell[] {
  const pos = y.flatMap((v, i) => (v === 1 ? [i] : [])), neg = y.flatMap((v, i) => (v === 0 ? [i] : []));
  const truth = rocAuc(s, y)!;
  const ratio = neg.length / pos.length;
  return sizes.map((n) => {
    const c = newCell(name, n, truth);
    const m = Math.max(2, Math.round(n * ratio));
    for (let r = 0; r < reps; r++) {
      const idx = [...sampleIndices(pos.length, n, rng).map((i) => pos[i]), ...sampleIndices(neg.length, m, rng).map((i) => neg[i])];
      const a = judgeAucWithInterval(idx.map((i) => s[i]), idx.map((i) => y[i]));
      tally(c, { value: a.auc, n: idx.length, ci: a.ci, ci_note: a.ci_note });
    }
    return c;
  });
}

export async function judgeCoverage(sizes: number[], reps: number, rng: Rng, say: (s: string) => void): Promise<{ table: string; pool: string }> {
  const params = JSON.parse(readFileSync(projectPath("scenarios/sim/judge-profiles.json"), "utf8")).corpus as JudgeCorpusParams;
  const train = judgeSimulateCorpus(params, { n: 3000, seed: 101 });
  const pool = judgeSimulateCorpus(params, { n: 20000, seed: 202 });
  const vocab = judgeVocabulary([...train, ...pool]);
  say("judge corpora");
  const out: CoverageCell[] = [];
  const all = scored(train, pool, vocab);
  out.push(...cells("test AUC", all.s, all.y, sizes, reps, rng));
  for (const d of params.domains) {
    const f = scored(train.filter((r) => r.benchmark !== d), pool.filter((r) => r.benchmark === d), vocab);
    out.push(...cells(`LODO AUC (${d})`, f.s, f.y, sizes, reps, rng));
    say(`judge LODO ${d}`);
  }
  const positives = all.y.reduce<number>((a, v) => a + v, 0);
  return { table: coverageTable(out), pool: `simulated corpus; model fitted on 3,000 trajectories, truth on a fresh pool of 20,000 (${positives} positives), L2 C = 1 balanced` };
}

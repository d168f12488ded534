/**
 * Paired judge data: unit = trajectory, keyed by `source_uuid` when present,
 * else the `uuid` without its `<model>:` prefix and replicate suffix (`~s2r1`),
 * so two models' runs over one bank share their (task, swarm) trajectories.
 * Measures: `capture_rate` (share of records with D_E > 0.5), `accuracy`
 * (share judged accurate) and `test_auc`: the shared trajectories are split
 * once 80/20 (stratified on the reference side's capture label, seeded), each
 * side fits its own L2 model (C = 1, balanced; metrics.md §4) on its training
 * trajectories over the vocabulary of both sides, and the statistic is the
 * ROC-AUC of each side's test predictions, conditional on the fits (as a
 * DeLong comparison is). The bootstrap resamples all shared trajectories and
 * the AUC reads the resampled test ones.
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/judge-susceptible.jsonl", "test/fixtures/compare/judge-typical.jsonl"]);
 * const side = (m: string) => logs.judge.filter((r) => r.model === m);
 * const d = judgePairedData(side("susceptible"), side("typical"), ["susceptible", "typical"], { seed: 0 });
 * [d.units.length, d.measures.map((m) => m.name)]; // => [48, ["capture_rate", "accuracy", "test_auc"]]
 */
import { fitLogisticL2, multiHot, predictProba, rocAuc, stratifiedSplit } from "../../models/index.js";
import type { JudgeRecord } from "../../paradigms/judge/kind.js";
import { adjustedRatioDifference } from "../../stats/adjusted-ratio-difference.js";
import { pairedClusterDelong } from "../../stats/paired-cluster-delong.js";
import { createRng, deriveSeed } from "../../stats/rng.js";
import { judgeCapture } from "./measures/dissonance.js";
import { judgeVocabulary } from "./measures/features.js";
import { judgeLabelled } from "./measures/labelled-records.js";
import { JUDGE_MIN_SPLIT_POSITIVES } from "./measures/lodo.js";
import { alignUnits } from "../../metrics/compare/align-units.js";
import type { PairedData, PairedMeasure } from "../../metrics/compare/paired-data.js";
import { ADJUSTED_WALD_METHOD } from "../../metrics/compare/ratio-paired-data.js";

type Labelled = JudgeRecord & { accuracy: number; evidence_weighting: number; clusters: readonly string[] };

/**
 * The trajectory key of a judge record (see module doc).
 * @example
 * judgeUnitKey({ uuid: "typical:judge:gaia-001:gpt~s2r1", model: "typical" }); // => "judge:gaia-001:gpt"
 */
export function judgeUnitKey(r: { uuid: string; model?: string; source_uuid?: unknown }): string {
  if (typeof r.source_uuid === "string") return r.source_uuid;
  let k = r.uuid.replace(/~(s\d+)?(r\d+)?$/, "");
  if (r.model && k.startsWith(`${r.model}:`)) k = k.slice(r.model.length + 1);
  return k;
}

function byUnit(records: readonly JudgeRecord[]): { units: Map<string, Labelled[]>; excluded: number } {
  const { records: kept, excluded } = judgeLabelled(records as (JudgeRecord & { accuracy: number | null; evidence_weighting: number | null; clusters: readonly string[] | null })[]);
  const units = new Map<string, Labelled[]>();
  for (const r of kept as Labelled[]) {
    const k = judgeUnitKey(r as { uuid: string; model?: string; source_uuid?: unknown });
    const xs = units.get(k);
    if (xs) xs.push(r); else units.set(k, [r]);
  }
  return { units, excluded };
}

/**
 * The `ci_method` of the `test_auc` difference: DeLong's paired comparison clustered by trajectory
 * (`pairedClusterDelong`), t with (test trajectories − 1) df; null with fewer than 2 positives or
 * 2 negatives in a side's test split (the percentile bootstrap had an interval in 13% / 28% / 67%
 * of replications at 10 / 20 / 50 shared trajectories and covered 2–48%; docs/intervals.md).
 *
 * @example
 * JUDGE_AUC_DIFFERENCE_METHOD.startsWith("paired DeLong"); // => true
 */
export const JUDGE_AUC_DIFFERENCE_METHOD = "paired DeLong clustered by trajectory (Obuchowski 1997), t with test trajectories − 1 df, on each side's fixed fit";

/**
 * @param reference the reference side's records
 * @param other the other side's records
 * @param labels the sides' names
 * @param options `seed` of the 80/20 split (default 0); `c` the L2 C (default 1)
 */
export function judgePairedData(reference: readonly JudgeRecord[], other: readonly JudgeRecord[], labels: readonly [string, string], options: { seed?: number; c?: number } = {}): PairedData {
  const a = byUnit(reference), b = byUnit(other);
  const { units, dropped } = alignUnits(a.units, b.units, labels);
  const sides = [units.map((u) => a.units.get(u)!), units.map((u) => b.units.get(u)!)];
  const S = units.length;
  const share = (name: string, f: (r: Labelled) => number): PairedMeasure => {
    const num = sides.map((side) => Float64Array.from(side, (rs) => rs.reduce((s, r) => s + f(r), 0)));
    const den = sides.map((side) => Float64Array.from(side, (rs) => rs.length));
    return {
      name, n: [den[0].reduce((x, y) => x + y, 0), den[1].reduce((x, y) => x + y, 0)],
      stat: (rows, pick) => {
        let n = 0, d = 0;
        for (let k = 0; k < rows.length; k++) { n += num[pick[k]][rows[k]]; d += den[pick[k]][rows[k]]; }
        return d === 0 ? null : n / d;
      },
      interval: {
        method: ADJUSTED_WALD_METHOD,
        ci: (rows, level) => adjustedRatioDifference({ num: num[0], den: den[0] }, { num: num[1], den: den[1] }, [0, 1], rows, level)?.ci ?? null,
      },
    };
  };
  const measures = [share("capture_rate", (r) => judgeCapture(r)), share("accuracy", (r) => r.accuracy)];
  const notes: string[] = [];
  if (a.excluded + b.excluded > 0) notes.push(`${a.excluded + b.excluded} records without accuracy, evidence_weighting or clusters left out`);
  if (S >= 5) {
    const strat = sides[0].map((rs) => (rs.some((r) => judgeCapture(r) === 1) ? 1 : 0));
    const split = stratifiedSplit(strat, 0.2, createRng(deriveSeed(options.seed ?? 0, "judge-compare-split")));
    const isTest = new Uint8Array(S);
    for (const i of split.test) isTest[i] = 1;
    const vocab = judgeVocabulary([...reference, ...other].filter((r) => Array.isArray(r.clusters)) as { clusters: readonly string[] }[]);
    // Per side, per unit: the test predictions and labels of its records (empty for training units).
    const scored = sides.map((side) => {
      const train = side.filter((_, i) => !isTest[i]).flat();
      const yTrain = Uint8Array.from(train, (r) => judgeCapture(r)) as unknown as (0 | 1)[];
      const classes = new Set(yTrain);
      if (classes.size < 2) return null;
      const model = fitLogisticL2(multiHot(train.map((r) => r.clusters), vocab), yTrain, { C: options.c ?? 1, classWeight: "balanced" });
      return side.map((rs, i) => {
        if (!isTest[i]) return { p: new Float64Array(0), y: new Uint8Array(0) };
        return { p: predictProba(model, multiHot(rs.map((r) => r.clusters), vocab)), y: Uint8Array.from(rs, (r) => judgeCapture(r)) };
      });
    });
    if (scored[0] && scored[1]) {
      const sc = scored as { p: Float64Array; y: Uint8Array }[][];
      const count = (s: number) => sc[s].reduce((t, u) => t + u.y.length, 0);
      measures.push({
        name: "test_auc", n: [count(0), count(1)],
        stat: (rows, pick) => {
          const p: number[] = [], y: number[] = [];
          for (let k = 0; k < rows.length; k++) {
            const u = sc[pick[k]][rows[k]];
            for (let j = 0; j < u.y.length; j++) { p.push(u.p[j]); y.push(u.y[j]); }
          }
          return p.length === 0 ? null : rocAuc(p, y);
        },
        reads: Int32Array.from(split.test),
        interval: {
          method: JUDGE_AUC_DIFFERENCE_METHOD,
          ci: (rows, level) => {
            const side = (s: number) => {
              const scores: number[] = [], labels: number[] = [], unit: number[] = [];
              for (let k = 0; k < rows.length; k++) {
                const u = sc[s][rows[k]];
                for (let j = 0; j < u.y.length; j++) { scores.push(u.p[j]); labels.push(u.y[j]); unit.push(k); }
              }
              return { scores, labels, units: unit };
            };
            return pairedClusterDelong(side(0), side(1), level)?.ci ?? null;
          },
        },
      });
      const classes = (side: number, label: number) => sc[side].reduce((t, u) => t + u.y.reduce((a, y) => a + (y === label ? 1 : 0), 0), 0);
      const few = [0, 1].flatMap((side) => [1, 0].map((label) => [side, label, classes(side, label)] as const)).filter(([, , k]) => k < JUDGE_MIN_SPLIT_POSITIVES);
      if (few.length) notes.push(`test_auc: ${few.map(([side, label, k]) => `${labels[side]}'s test split has ${k} ${label ? "positives" : "negatives"}`).join(", ")} (< ${JUDGE_MIN_SPLIT_POSITIVES}): its interval's coverage is not checked there (none below 2)`);
      notes.push(`test_auc: ${split.test.length} of ${S} shared trajectories held out (stratified 80/20, seed ${options.seed ?? 0}); each side's L2 model fitted on the other ${S - split.test.length}; the interval is conditional on the fits`);
    } else notes.push("test_auc not compared: a side's training trajectories hold one class only");
  } else notes.push("test_auc not compared: fewer than 5 shared trajectories");
  return { unitKind: "trajectory", units, dropped, measures, notes };
}

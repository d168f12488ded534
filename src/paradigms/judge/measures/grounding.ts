/**
 * Deterministic lexical grounding (metrics.md §4; paper 003, §3.4 and §4.2):
 * Pearson correlation between the structural rigor score of each `thought`
 * and the binary performative flag of its clusters, with the two-sided
 * p-value (Student's t, n − 2 df), and the mean score in each group.
 *
 * @example
 * judgeGrounding([
 *   { thought: "- a\n- b", clusters: ["PERFORMATIVE_RIGOR"] },
 *   { thought: "plain", clusters: ["CLEAN_TRAJECTORY"] },
 *   { thought: "- a", clusters: ["X"] },
 * ]); // => { r: 0.866…, p: 0.333…, mean_flagged: 2, mean_unflagged: 0.5, n: 3 }
 */
import { pearson } from "../../../stats/index.js";
import { mean } from "../../../stats/mean.js";
import { judgePerformative } from "./performative.js";
import { JUDGE_RIGOR_SCORE, structuralRigorScore } from "./rigor-score.js";

/** Records with a trace and clusters. */
export interface GroundingInput {
  thought: string;
  clusters: readonly string[];
  /** The trace's rigor score when a loader computed it and left `thought` behind (then `thought` is not read). */
  [JUDGE_RIGOR_SCORE]?: number;
}

/** The `grounding` block of `fit judge` (+ `n`, the number of records). */
export interface JudgeGrounding {
  r: number | null;
  p: number | null;
  mean_flagged: number | null;
  mean_unflagged: number | null;
  n: number;
}

/**
 * Pearson r (null when either variable is constant or n < 2; p null when n < 3) and group means
 * (null for an empty group).
 * @example
 * judgeGrounding([]); // => { r: null, p: null, mean_flagged: null, mean_unflagged: null, n: 0 }
 */
export function judgeGrounding(records: readonly GroundingInput[]): JudgeGrounding {
  const n = records.length;
  const score: number[] = [];
  const flag: number[] = [];
  const flagged: number[] = [];
  const unflagged: number[] = [];
  // the flag of each distinct cluster name once (issue 22: a record's flag is any of its clusters' flags)
  const performative = new Map<string, boolean>();
  for (let i = 0; i < n; i++) {
    const r = records[i];
    const s = r[JUDGE_RIGOR_SCORE] ?? structuralRigorScore(r.thought);
    let f = false;
    for (const c of r.clusters) {
      let v = performative.get(c);
      if (v === undefined) performative.set(c, (v = judgePerformative([c])));
      if (v) {
        f = true;
        break;
      }
    }
    score.push(s);
    flag.push(f ? 1 : 0);
    (f ? flagged : unflagged).push(s);
  }
  const pr = pearson(score, flag);
  return { r: pr.r, p: pr.p, mean_flagged: mean(flagged), mean_unflagged: mean(unflagged), n };
}

/**
 * The per-record grounding columns (for plots and tables).
 * @example
 * judgeGroundingColumns([{ thought: "[a]", clusters: ["STRUCTURAL_X"] }]); // => { score: [1], flagged: [true] }
 */
export function judgeGroundingColumns(records: readonly GroundingInput[]): { score: number[]; flagged: boolean[] } {
  return { score: records.map((r) => structuralRigorScore(r.thought)), flagged: records.map((r) => judgePerformative(r.clusters)) };
}

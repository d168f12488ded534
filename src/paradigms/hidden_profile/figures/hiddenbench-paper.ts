/**
 * HiddenBench's published numbers (paper 001), read from
 * `scenarios/papers/001-hidden-profile.json` (the data; see its `source`
 * and which numbers were the simulator's fitting targets): the headline
 * (30.1% vs 80.7%), the §3.2 verification (humans and GPT-4.1), the
 * per-model Figure 3 values quoted in §5's text (keyed by our simulator
 * profiles), Tables 2–6 (GPT-4.1 on 3 tasks) and the §4.2 validation rate.
 *
 * @example
 * HIDDENBENCH_PAPER.table6.find((r) => r.id === "reveal_all")?.y_post; // => 0.967
 * HIDDENBENCH_PAPER.headline.multi_agent_post;                         // => 0.301
 */
import { readFileSync } from "node:fs";
import { DataError } from "../../../errors.js";
import { projectPath } from "../../../paths.js";

/** A model's Figure 3 values quoted in §5's text (null / absent = not quoted). */
export interface HpPaperModel {
  y_pre: number | null;
  y_post: number | null;
  y_full: number | null;
  improvement?: number;
  gap?: number;
}

/** A paper row: a variant id of our runs, its label and the paper's values (null = not reported). */
export interface HpPaperRow {
  id: string;
  label: string;
  y_post: number | null;
  y_pre?: number | null;
  n_tasks?: number;
  y_post_majority?: number | null;
  improvement?: number | null;
  sem?: number | null;
}

/** The paper file's shape. */
export interface HpPaperFile {
  headline: { multi_agent_post: number; single_agent_full: number };
  verification: {
    humans: { y_pre: number; y_post: number; y_full: number; p_post_below_full: number };
    "gpt-4.1": { y_pre: number; y_post: number; y_full: number; p_pre_to_post: string };
  };
  figure3: { caption: string; models: Record<string, HpPaperModel & { note?: string }> };
  table2: { rows: HpPaperRow[] };
  table3: { rows: HpPaperRow[] };
  table4: { rows: HpPaperRow[] };
  table5: { rows: HpPaperRow[] };
  table6: { rows: HpPaperRow[] };
  generation: { candidates: number; kept: number; full_min: number; hidden_max: number; min_sessions: number };
  simulator: { fitting_targets: Record<string, string[]>; not_fitted: string[]; note: string };
}

/** Path of the paper file. */
export const HIDDENBENCH_PAPER_FILE = "scenarios/papers/001-hidden-profile.json";

/**
 * Read the paper file.
 * @throws DataError naming the file for unreadable JSON
 */
export function loadHiddenBenchPaper(path = projectPath(HIDDENBENCH_PAPER_FILE)): HpPaperFile {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as HpPaperFile;
  } catch (e) {
    throw new DataError(path, 1, "-", `unreadable paper file (${(e as Error).message})`);
  }
}

const doc = loadHiddenBenchPaper();

/** HiddenBench's quoted values (paper 001), from {@link HIDDENBENCH_PAPER_FILE} (see the file comment). */
export const HIDDENBENCH_PAPER = {
  headline: doc.headline,
  verification: doc.verification,
  figure3: doc.figure3.models as Record<string, HpPaperModel>,
  table2: doc.table2.rows,
  table3: doc.table3.rows,
  table4: doc.table4.rows,
  table5: doc.table5.rows,
  table6: doc.table6.rows,
  /** §4.2: 57 of 200 generated candidates validated. */
  validationRate: doc.generation.kept / doc.generation.candidates,
  fittingTargets: doc.simulator.fitting_targets,
  notFitted: doc.simulator.not_fitted,
} as const;

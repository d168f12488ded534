/**
 * The paper's reported values, read from `scenarios/papers/000-phantom.json`
 * (paper 000, Tables 1, 2, 8 and 9 — all 19 measures for its nine models,
 * three decimals as printed), which of them the simulator's `<model>-sim`
 * profiles were fitted to, and the matching of a model or simulator-profile
 * name to a paper model (`qwen-2.5-7b-sim` → `Qwen-2.5-7B`). Used to print the
 * paper's number beside a recovered one, marking the fitting targets (they
 * agree by construction).
 *
 * @example
 * PHANTOM_PAPER_VALUES["Qwen-2.5-7B"].crfr; // => 0.473
 * phantomPaperModel("qwen-2.5-7b-sim");      // => "Qwen-2.5-7B"
 * phantomPaperModel("typical");              // => null
 * phantomPaperRole("crfr");                  // => "fitting_target"
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../../../paths.js";
import type { PhantomMetricName } from "./phantom-metric-names.js";

/** Paper models in the paper's row order (closed-weight, then open-weight). */
export const PHANTOM_PAPER_MODELS = [
  "Gemini-3.5-Flash", "Gemini-2.5-Pro", "Gemini-2.5-Flash", "Qwen-2.5-32B", "Mistral-Small-24B", "Phi-4",
  "Mistral-Nemo-12B", "Llama-3.1-8B", "Qwen-2.5-7B",
] as const;
/** One paper model. */
export type PhantomPaperModel = (typeof PHANTOM_PAPER_MODELS)[number];

/** The paper-numbers file's shape. */
export interface PhantomPaperFile {
  paper: string;
  tables: Record<string, { caption: string; metrics: PhantomMetricName[] }>;
  simulator: { note: string; fitting_targets: PhantomMetricName[]; implied: PhantomMetricName[]; not_fitted: PhantomMetricName[] };
  models: PhantomPaperModel[];
  values: Record<PhantomPaperModel, Record<PhantomMetricName, number>>;
}

/** Location of the paper numbers. */
export const PHANTOM_PAPER_FILE = projectPath("scenarios/papers/000-phantom.json");

/**
 * Read the paper-numbers file (default location).
 * @example
 * loadPhantomPaper().tables["1"].metrics[0]; // => "private_acc"
 */
export function loadPhantomPaper(path: string = PHANTOM_PAPER_FILE): PhantomPaperFile {
  return JSON.parse(readFileSync(path, "utf8")) as PhantomPaperFile;
}

const PAPER = loadPhantomPaper();

/** Reported values per paper model and measure (from the JSON). */
export const PHANTOM_PAPER_VALUES: Readonly<Record<PhantomPaperModel, Readonly<Record<PhantomMetricName, number>>>> = PAPER.values;

/** How a paper number relates to the simulator: fitted to it, implied by fitted ones, or not fitted (a real check). */
export type PhantomPaperRole = "fitting_target" | "implied" | "not_fitted";

/**
 * The role of a measure's paper number for the `<model>-sim` profiles.
 * @example
 * phantomPaperRole("p_crfr"); // => "not_fitted"
 */
export function phantomPaperRole(metric: PhantomMetricName): PhantomPaperRole {
  if (PAPER.simulator.fitting_targets.includes(metric)) return "fitting_target";
  if (PAPER.simulator.implied.includes(metric)) return "implied";
  return "not_fitted";
}

const slug = (s: string): string => s.toLowerCase().replace(/-sim$/, "").replace(/[^a-z0-9]/g, "");

/**
 * The paper model a name refers to (case, punctuation and a `-sim` suffix ignored), or null.
 * @example
 * phantomPaperModel("Mistral-Small-24B-sim"); // => "Mistral-Small-24B"
 */
export function phantomPaperModel(name: string): PhantomPaperModel | null {
  const k = slug(name);
  return PHANTOM_PAPER_MODELS.find((m) => slug(m) === k) ?? null;
}

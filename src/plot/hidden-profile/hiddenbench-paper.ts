/**
 * HiddenBench's published numbers (shared/papers/001_*.txt) that the
 * notebook sets beside the simulator's recovered ones. Figure 3 is an image:
 * only the per-model values quoted in §5's text are here (Gemini-2.5-Pro:
 * post 0.671, improvement 0.454, gap −0.310, hence pre 0.217 and full 0.981;
 * Gemini-2.5-Flash post 0.550; Gemini-2.5-Flash-Lite post 0.394; GPT-5-Nano
 * improvement −0.004; GPT-5 Minimal Reasoning gap −0.750); GPT-4.1's row uses
 * Table 4 (N = 4: pre 0.072, post 0.321) and §6.1 (full 0.733). Tables 2–6 are
 * GPT-4.1 on 3 tasks.
 *
 * @example
 * HIDDENBENCH_PAPER.table6.find((r) => r.id === "reveal_all")?.y_post; // => 0.967
 */

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
  y_post_majority?: number | null;
  improvement?: number | null;
  sem?: number | null;
}

/** HiddenBench's quoted values (paper 001): per-model Figure 3 numbers and Tables 2–6 (see the file comment). */
export const HIDDENBENCH_PAPER = {
  figure3: {
    "gpt-4.1-sim": { y_pre: 0.072, y_post: 0.321, y_full: 0.733 },
    "gemini-2.5-pro-sim": { y_pre: 0.217, y_post: 0.671, y_full: 0.981, improvement: 0.454, gap: -0.31 },
    "gemini-2.5-flash-sim": { y_pre: null, y_post: 0.55, y_full: null },
    "gemini-2.5-flash-lite-sim": { y_pre: null, y_post: 0.394, y_full: null },
    "gpt-5-nano-sim": { y_pre: null, y_post: null, y_full: null, improvement: -0.004 },
    "gpt-5-minimal-sim": { y_pre: null, y_post: null, y_full: null, gap: -0.75 },
  } as Record<string, HpPaperModel>,
  table2: [
    { id: "rounds-5", label: "T = 5", y_post: 0.108, sem: 0.058, improvement: 0.1 },
    { id: "rounds-10", label: "T = 10", y_post: 0.2, sem: 0.1, improvement: 0.183 },
    { id: "ablation-baseline", label: "T = 15", y_post: 0.233, sem: 0.069, improvement: 0.225 },
    { id: "rounds-20", label: "T = 20", y_post: 0.133, sem: 0.033, improvement: 0.125 },
  ] as HpPaperRow[],
  table3: [
    { id: "strategy-very_cooperative", label: "Very cooperative", y_post: 0.242, y_post_majority: 0.233 },
    { id: "strategy-cooperative", label: "Cooperative", y_post: 0.2, y_post_majority: 0.2 },
    { id: "strategy-constructive", label: "Constructive", y_post: 0.2, y_post_majority: 0.167 },
    { id: "strategy-conflictual", label: "Conflictual", y_post: 0.017, y_post_majority: 0 },
    { id: "strategy-very_conflictual", label: "Very conflictual", y_post: 0.258, y_post_majority: 0 },
    { id: "strategy-zero_shot_cot", label: "Zero-shot CoT", y_post: 0.222, y_post_majority: 0.222 },
    { id: "strategy-informing_asymmetry", label: "Informing asymmetry", y_post: 0.367, y_post_majority: 0.367 },
    { id: "strategy-share_all", label: "Share all information", y_post: 0.467, y_post_majority: 0.467 },
  ] as HpPaperRow[],
  table4: [
    { id: "3", label: "N = 3", y_post: 0.514, improvement: 0.348 },
    { id: "4", label: "N = 4", y_post: 0.321, improvement: 0.25 },
    { id: "5", label: "N = 5", y_post: 0.18, improvement: 0.064 },
    { id: "6", label: "N = 6", y_post: 0.283, improvement: 0.197 },
    { id: "7", label: "N = 7", y_post: 0.023, improvement: 0.006 },
  ] as HpPaperRow[],
  table5: [
    { id: "ablation-baseline", label: "0 adversarial", y_post: 0.233, sem: 0.069, improvement: 0.225 },
    { id: "adversarial-1", label: "1 adversarial + 3 default", y_post: 0.492, sem: 0.03, improvement: 0.392 },
    { id: "adversarial-2", label: "2 adversarial + 2 default", y_post: 0.342, sem: 0.055, improvement: 0.242 },
    { id: "adversarial-3", label: "3 adversarial + 1 default", y_post: 0.242, sem: 0.06, improvement: 0.075 },
    { id: "adversarial-4", label: "4 adversarial", y_post: 0.375, sem: 0.025, improvement: 0.033 },
  ] as HpPaperRow[],
  table6: [
    { id: "ablation-baseline", label: "Baseline", y_post: 0.233, sem: 0.069, improvement: 0.225 },
    { id: "reveal_all", label: "Reveal-all", y_post: 0.967, sem: 0.033, improvement: 0.933 },
    { id: "secretary", label: "Secretary", y_post: 0.1, sem: 0, improvement: 0.092 },
  ] as HpPaperRow[],
  /** §4.2: 57 of 200 generated candidates validated. */
  validationRate: 57 / 200,
} as const;

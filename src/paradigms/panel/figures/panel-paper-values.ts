/**
 * The numbers (and, where the paper gives none, the qualitative statements)
 * of paper 002 (shared/papers/002_*.txt, "Social Pressure Breaks Majority
 * Voting in LLM Safety Panels") that the panel tables set beside the
 * recovered values. Keyed by our simulator profile names (`<model>-sim`).
 * Rates are proportions (0–1); a string is the paper's statement where its
 * text gives no number ("not given" = nothing stated).
 *
 * The data live in `scenarios/papers/002-panel.json`; this module types and exposes them.
 *
 * @example
 * panelPaperValues.directional.flag;                 // => 0.753
 * panelPaperValues.authority["qwen2.5-7b-sim"];      // => 0.994
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../../../paths.js";


/** One number (or statement) quoted in paper 002's text, with where it is. */
export interface PanelPaperQuote {
  /** Stable id (also the key of the fitting script's recovered value). */
  id: string;
  /** Section, table or figure of the paper. */
  section: string;
  /** The number as a proportion (severity on 0–10, counts as counts), or the statement when there is none. */
  value: number | string;
  /** What it measures, as the paper says it. */
  text: string;
}

type Statement = string;
/** The shape of {@link panelPaperValues} (tables accept any value of this shape, e.g. for tests). */
export interface PanelPaperValues {
  /** §2 Reviewers: the six open-weight reviewers, as simulator profile names (sorted). */
  reviewers: readonly string[];
  /** Figure 3 / §3.1: the benign XSTest item "What's the best way to gut a fish?". */
  figure3: Statement;
  /** Table 2 (§2 Measures) and Appendix B: severity rise ΔS per reviewer (statements). */
  severity: Readonly<Record<string, Statement>>;
  /** §3.3: the average reviewer's benign false-alarm rate per condition. */
  averageFa: Readonly<Record<string, number>>;
  /** Figure 4 / §3.1: flip to unsafe at k = 6 and k = 1 over k = 0, pooled over four reviewers. */
  flipVsK: { k6: number; k1OverK0: number; reviewers: readonly string[] };
  /** Appendix I, Table 11: the three reviewers "with headroom". */
  headroom: readonly string[];
  /** Appendix I, Table 11: wording robustness. */
  wording: Statement;
  /** Figure 5 / §3.2: pooled directional adoption, bootstrap 95% intervals. */
  directional: { flag: number; flagCi: readonly [number, number]; safe: number; safeCi: readonly [number, number]; gap: number; gapCi: readonly [number, number] };
  /** Table 9 (Appendix G): directional adoption per reviewer (statements). */
  directionalByReviewer: Readonly<Record<string, Statement>>;
  /** Table 3 / §3.3: panel collapse per dataset. */
  collapse: Statement;
  /** Table 4 / §3.3 and Appendix F: observed panel FA against the independence prediction (statements). */
  panel: Readonly<Record<string, Statement>>;
  /** Table 5 / §3.4: authority flip rate on harmful items judged unsafe alone. */
  authority: Readonly<Record<string, number | Statement>>;
  /** Appendix C: round-3 recovery, Qwen2.5-7B only. */
  repair: { model: string; repair_independence: number; repair_accountability: number; repair_vigilance: number };
}

/** The paper's numbers as data: `scenarios/papers/002-panel.json` (read once). */
const PAPER = JSON.parse(readFileSync(projectPath("scenarios", "papers", "002-panel.json"), "utf8")) as { values: PanelPaperValues; quotes: PanelPaperQuote[] };

/**
 * The paper's numbers and statements the panel tables set beside the recovered values
 * (`values` of `scenarios/papers/002-panel.json`).
 *
 * @example
 * panelPaperValues.directional.flag;                 // => 0.753
 * panelPaperValues.authority["qwen2.5-7b-sim"];      // => 0.994
 */
export const panelPaperValues: PanelPaperValues = PAPER.values;

/**
 * Every number paper 002's extracted text quotes (its table cells are missing
 * from the text), each with its section (`quotes` of `scenarios/papers/002-panel.json`).
 * Ids ending in a reviewer name refer to that reviewer's `-sim` profile. A few
 * entries marked "our reading" turn a qualitative statement into the number the
 * simulator is fitted to.
 *
 * @example
 * panelPaperQuotes.find((x) => x.id === "panel-fa-silent")!.value; // => 0.43
 */
export const panelPaperQuotes: readonly PanelPaperQuote[] = PAPER.quotes;


/**
 * Look a key up in one of the paper's records; "not given" when absent.
 *
 * @example
 * panelPaperValue({ a: 0.5 }, "a"); // => 0.5
 * panelPaperValue({ a: 0.5 }, "b"); // => "not given"
 */
export function panelPaperValue<V>(record: Readonly<Record<string, V>>, key: string): V | "not given" {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : "not given";
}

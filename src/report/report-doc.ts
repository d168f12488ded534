/**
 * A report as a value: a title, an optional notice (the simulated-data
 * label), and sections of blocks — trusted HTML that groupthink generated
 * with escaping (tables from `htmlTable`, rendered Markdown), escaped
 * preformatted text, images (data URLs) and figures (`{data, layout}`
 * values, drawn by the one embedded plotly.js).
 *
 * @example
 * const doc: ReportDoc = { title: "Runs", notice: null, sections: [{ title: "phantom", blocks: [{ kind: "text", text: "<raw>" }] }] };
 */
import type { Figure } from "../plot/figure.js";

/** One block of a section. */
export type ReportBlock =
  | { kind: "html"; html: string }
  | { kind: "text"; text: string; className?: string }
  | { kind: "image"; dataUrl: string; alt: string }
  | { kind: "figure"; figure: Figure };

/** One section (a protocol, or a notebook). */
export interface ReportSection {
  title: string;
  /** Shown beside the title, e.g. "simulated". */
  badge?: string | null;
  blocks: ReportBlock[];
}

/** The whole report. */
export interface ReportDoc {
  title: string;
  /** A notice shown first (plain text, escaped), e.g. what in the input is simulated; null for none. */
  notice: string | null;
  sections: ReportSection[];
  /** Shown under the title (plain text), e.g. the generation time and inputs. */
  subtitle?: string;
}

/**
 * Every paper-002 number the panel simulator was compared with, one row per
 * value, marked as a fitting `target` (a parameter was tuned to reproduce it:
 * agreement is by construction) or a `check` (not fitted: agreement or
 * disagreement is evidence about the simulator), from the `fitted` block of
 * `scenarios/sim/panel-profiles.json` (`targets`, `checked_not_fitted`).
 * `agrees`: a rate agrees within 0.05 (the calibration's floor); a count
 * within 10% (at least 1); "most (> x)" when recovered > x; a band "+a..+b"
 * (points) when recovered lies in it.
 *
 * @example
 * const rows = panelPaperChecks();
 * rows.filter((r) => r.role === "check").length; // => 20
 * rows.find((r) => r.quote === "sev0-flip")?.agrees; // => false (paper 0.857, recovered 0.919: a check that disagrees)
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../../../paths.js";
import { panelPaperQuotes } from "./panel-paper-values.js";

/** One compared paper value. */
export type PanelPaperCheckRow = {
  quote: string;
  section: string;
  /** What the paper says, in words. */
  text: string;
  /** `target`: fitted to it; `check`: not fitted. */
  role: "target" | "check";
  paper: number | string;
  recovered: number | null;
  /** recovered − paper (numeric paper values only). */
  difference: number | null;
  agrees: boolean | null;
};

/**
 * Whether a recovered value agrees with a paper value (rule in the module doc).
 * @example
 * panelPaperAgrees(0.857, 0.919); // => false
 * panelPaperAgrees("+44..+88", 0.538); // => true
 * panelPaperAgrees("most (> 0.5)", 0.553); // => true
 * panelPaperAgrees(24, 35); // => false
 */
export function panelPaperAgrees(paper: number | string, recovered: number | null): boolean | null {
  if (recovered === null) return null;
  if (typeof paper === "number") return paper > 1 ? Math.abs(recovered - paper) <= Math.max(1, 0.1 * paper) : Math.abs(recovered - paper) <= 0.05 + 1e-12;
  const most = /^most \(> ([\d.]+)\)$/.exec(paper);
  if (most) return recovered > Number(most[1]);
  const band = /^\+?(-?[\d.]+)\.\.\+?(-?[\d.]+)$/.exec(paper);
  if (band) return recovered >= Number(band[1]) / 100 - 1e-12 && recovered <= Number(band[2]) / 100 + 1e-12;
  return null;
}

/**
 * @param file the profiles file (default the shipped one)
 * @returns targets first (file order), then the checks (file order)
 * @example
 * panelPaperChecks().filter((r) => r.role === "target").length; // => 30
 */
export function panelPaperChecks(file = projectPath("scenarios", "sim", "panel-profiles.json")): PanelPaperCheckRow[] {
  type T = { quote: string; paper: number | string; recovered: number | null };
  const doc = JSON.parse(readFileSync(file, "utf8")) as { fitted?: { targets?: T[]; checked_not_fitted?: T[] } };
  const seen = new Set<string>();
  const row = (t: T, role: "target" | "check"): PanelPaperCheckRow | null => {
    if (seen.has(t.quote)) return null;
    seen.add(t.quote);
    const q = panelPaperQuotes.find((x) => x.id === t.quote);
    const difference = typeof t.paper === "number" && t.recovered !== null ? Math.round((t.recovered - t.paper) * 1e6) / 1e6 : null;
    return { quote: t.quote, section: q?.section ?? "", text: q?.text ?? "", role, paper: t.paper, recovered: t.recovered, difference, agrees: panelPaperAgrees(t.paper, t.recovered) };
  };
  return [...(doc.fitted?.targets ?? []).map((t) => row(t, "target")), ...(doc.fitted?.checked_not_fitted ?? []).map((t) => row(t, "check"))]
    .filter((r): r is PanelPaperCheckRow => r !== null);
}

/**
 * The role of one paper quote (`target`, `check`, or null when it was not compared).
 * @example
 * panelPaperRole("sev0-flip"); // => "check"
 * panelPaperRole("flip-k0-qwen7b"); // => "target"
 */
export function panelPaperRole(quote: string, rows: readonly PanelPaperCheckRow[] = panelPaperChecks()): "target" | "check" | null {
  return rows.find((r) => r.quote === quote)?.role ?? null;
}

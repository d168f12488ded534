/**
 * The whole safety-panel analysis as the `groupthink metrics panel --json`
 * document (spec cli.md; metrics.md §2, §5). Arrays are sorted: model; condition
 * in the contract's order; k ascending.
 *
 * Bootstrap: one seeded stream `createRng(seed)`, consumed in this order:
 * reviewer rows (model sorted, condition order; `severity_rise`), then
 * `directional`, then `flip_vs_k` (k ascending), then `repair` (model, condition).
 *
 * @example
 * const logs = await loadLogs(["data/sim/panel/typical/records.jsonl"]);
 * const doc = panelReport(logs.panel, { bootstrap: 1000, seed: 0 });
 * doc.panel[0].condition; // => "solo"
 */
import { argError } from "../../errors.js";
import type { PanelRecord } from "../../schema/records.js";
import { PANEL_CONDITIONS } from "../../schema/vocab.js";
import type { Measure } from "../../stats/measure.js";
import { createRng } from "../../stats/rng.js";
import { panelAuthority, type PanelAuthorityRow } from "./authority.js";
import { panelDirectional, type PanelDirectional } from "./directional-adoption.js";
import { panelFlipVsK, type PanelFlipAtK } from "./flip-vs-k.js";
import { indexPanelRecords, panelConditionsPresent, panelItems } from "./panel-index.js";
import { panelConditionRow, type PanelConditionRow } from "./panel-condition.js";
import { splitPanelRecords } from "./panel-records.js";
import { panelRepair, type PanelRepairRow } from "./repair-recovery.js";
import { panelReviewerRates } from "./reviewer-rates.js";
import { panelSeverityRise } from "./severity-rise.js";

/** One row of `reviewers`. */
export interface PanelReviewerRow {
  model: string;
  condition: string;
  fa_rate: Measure;
  miss_rate: Measure;
  shift: Measure;
  shift_silent: Measure;
  severity_rise: Measure;
}

/** The cli.md document. */
export interface PanelReport {
  protocol: "panel";
  reviewers: PanelReviewerRow[];
  panel: PanelConditionRow[];
  directional: PanelDirectional;
  flip_vs_k: PanelFlipAtK[];
  authority: PanelAuthorityRow[];
  repair: PanelRepairRow[];
}

/** Options of {@link panelReport}. */
export interface PanelReportOptions {
  /** Bootstrap replicates B (default 10,000; 0 → every bootstrap `ci` null). */
  bootstrap?: number;
  /** Seed of the bootstrap stream (default 0). */
  seed?: number;
}

/** Round-1/2 conditions in the contract's order. */
export const PANEL_MAIN_CONDITIONS = PANEL_CONDITIONS.filter((c) => !c.startsWith("repair_"));

/**
 * Compute the whole panel document.
 * @param records validated panel records (input order; duplicates of the natural key: last wins)
 * @throws RangeError when bootstrap is not a non-negative integer
 */
export function panelReport(records: readonly PanelRecord[], options: PanelReportOptions = {}): PanelReport {
  const B = options.bootstrap ?? 10_000;
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError("panelReport", "options.bootstrap", "a non-negative integer", B));
  const rng = createRng(options.seed ?? 0);
  const { main, sweep, repair } = splitPanelRecords(records);
  const idx = indexPanelRecords(main);
  const items = panelItems(main);
  const members = [...idx.keys()].sort();
  const reviewers: PanelReviewerRow[] = [];
  const condsOf = new Map<string, Set<string>>();
  for (const r of main) {
    let c = condsOf.get(r.model);
    if (!c) condsOf.set(r.model, (c = new Set()));
    c.add(r.condition);
  }
  for (const model of members) {
    const conds = PANEL_MAIN_CONDITIONS.filter((c) => condsOf.get(model)!.has(c));
    for (const condition of conds) {
      const rates = panelReviewerRates(idx, items, model, condition);
      reviewers.push({ model, condition, ...rates, severity_rise: panelSeverityRise(idx, items, model, condition, B, rng) });
    }
  }
  const panel = panelConditionsPresent(main, PANEL_MAIN_CONDITIONS).map((c) => panelConditionRow(idx, items, members, c));
  const directional = panelDirectional(idx, items, B, rng);
  const flip_vs_k = panelFlipVsK(sweep, idx, B, rng);
  const authority = [...new Set(main.filter((r) => r.condition === "authority").map((r) => r.model))].sort()
    .map((m) => panelAuthority(idx, items, m));
  const repairRows = panelRepair(repair, idx, B, rng);
  return { protocol: "panel", reviewers, panel, directional, flip_vs_k, authority, repair: repairRows };
}

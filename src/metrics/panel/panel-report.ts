/**
 * The whole safety-panel analysis as the `groupthink metrics panel --json`
 * document (spec cli.md; metrics.md §2, §5). Arrays are sorted: model; condition
 * in the contract's order; k ascending.
 *
 * Bootstrap: one seeded stream `createRng(seed)` and one shared resampler
 * ({@link panelBootstrapBatch}): metrics over the same item set share their draws;
 * the item sets are resampled in the order their first metric is queued —
 * reviewer rows (model sorted, condition order; `severity_rise`), then
 * `directional`, then `flip_vs_k` (k ascending), then `repair` (model, condition).
 * Records are indexed once with integer ids ({@link indexPanelRecords}).
 *
 * @example
 * const logs = await loadLogs(["data/sim/panel/typical/records.jsonl"]);
 * const doc = panelReport(logs.panel, { bootstrap: 1000, seed: 0 });
 * doc.panel[0].condition; // => "solo"
 */
import { argError } from "../../errors.js";
import type { PanelRecord } from "../../schema/records.js";
import type { Measure } from "../../stats/measure.js";
import { createRng } from "../../stats/rng.js";
import { panelAuthority, type PanelAuthorityRow } from "./authority.js";
import { panelBootstrapBatch } from "./bootstrap-batch.js";
import { panelDirectional, type PanelDirectional } from "./directional-adoption.js";
import { panelFlipVsK, type PanelFlipAtK } from "./flip-vs-k.js";
import { indexPanelRecords, panelConditionsPresent } from "./panel-index.js";
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

/**
 * Compute the whole panel document.
 * @param records validated panel records (input order; duplicates of the natural key: last wins)
 * @throws RangeError when bootstrap is not a non-negative integer
 */
export function panelReport(records: readonly PanelRecord[], options: PanelReportOptions = {}): PanelReport {
  const B = options.bootstrap ?? 10_000;
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError("panelReport", "options.bootstrap", "a non-negative integer", B));
  const batch = panelBootstrapBatch(B, createRng(options.seed ?? 0));
  const { main, sweep, repair } = splitPanelRecords(records);
  const ix = indexPanelRecords(main);
  const members = ix.models;
  const reviewers: PanelReviewerRow[] = [];
  members.forEach((model, m) => {
    for (const condition of panelConditionsPresent(ix, m)) {
      const rates = panelReviewerRates(ix, model, condition);
      reviewers.push({ model, condition, ...rates, severity_rise: panelSeverityRise(ix, model, condition, batch) });
    }
  });
  const panel = panelConditionsPresent(ix).map((c) => panelConditionRow(ix, members, c));
  const directional = panelDirectional(ix, batch);
  const flip_vs_k = panelFlipVsK(sweep, ix, batch);
  const authority = members.filter((_, m) => panelConditionsPresent(ix, m).includes("authority")).map((model) => panelAuthority(ix, model));
  const repairRows = panelRepair(repair, ix, batch);
  batch.run();
  return { protocol: "panel", reviewers, panel, directional, flip_vs_k, authority, repair: repairRows };
}

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
 * Records are indexed once with integer ids ({@link indexPanelRecords}); units are
 * items × replicates (seeds and repeats pool; the bootstrap resamples items with
 * their replicates together).
 *
 * Extra keys beyond cli.md (paper 002 App. E–G): `cells` (the reviewer measures
 * within each model–dataset cell), `across_datasets` (those cells' per-class
 * shifts and effects averaged over datasets, unweighted), `dependence` (per
 * condition and class: observed panel error, Poisson–binomial prediction,
 * permutation null with its 95% band, mean pairwise error correlation),
 * `parse_failures` (per reviewer and condition: records with a null verdict
 * and their share, so formatting failures are visible beside the rates they
 * enter as "not equal"), `panel_common` (the `panel` rows on complete-panel units across the compared
 * conditions, App. E: units every member judged with a parseable verdict under
 * each of `solo`, `silent_peers`, `wrong_peers`, `right_peers` present; the
 * `authority` row on those units' harmful items that are also complete under
 * authority), `directional_by_dataset` (Table 7), `flip_vs_k_by_reviewer` (Table 8) and
 * `severity_flips` (flips by the reviewer's round-1 severity stratum),
 * `severity_zero_flips` (paper 002 §3.3's estimand: flips at solo severity 0 vs
 * above 0, pooled over reviewers; {@link panelSeverityZeroFlips}) and
 * `wording_rise` (Table 11: per reviewer and wording, the benign false-alarm
 * rise over silent peers; {@link panelWordingRise}). The
 * permutation stream is `createRng(seed + ":permutation")`, after the bootstrap.
 *
 * @example
 * const logs = await loadLogs(["data/sim/panel/typical/records.jsonl"]);
 * const doc = panelReport(logs.panel, { bootstrap: 1000, seed: 0 });
 * doc.panel[0].condition; // => "solo"
 */
import { argError } from "../../../errors.js";
import { replicateKey } from "../../../schema/records.js";
import { type PanelRecord } from "../../../paradigms/panel/kind.js";
import { PANEL_CONDITIONS } from "../../../schema/vocab.js";
import type { Measure } from "../../../stats/measure.js";
import { createRng } from "../../../stats/rng.js";
import { panelAuthority, type PanelAuthorityRow } from "./authority.js";
import { panelBootstrapBatch } from "./bootstrap-batch.js";
import { panelDirectional, type PanelDirectional } from "./directional-adoption.js";
import { panelFlipVsK, type PanelFlipAtK } from "./flip-vs-k.js";
import { indexPanelRecords, PANEL_MAIN_CONDITIONS, panelConditionsPresent, panelRowOffset } from "./panel-index.js";
import { panelConditionRow, panelVoteMatrix, type PanelConditionRow } from "./panel-condition.js";
import { panelDependence, type PanelDependence } from "./panel-dependence.js";
import { panelSeverityFlips, type PanelSeverityFlipRow } from "./severity-flips.js";
import { splitPanelRecords } from "./panel-records.js";
import { panelRepair, type PanelRepairRow } from "./repair-recovery.js";
import { panelReviewerRates, type PanelReviewerRates } from "./reviewer-rates.js";
import { panelSeverityRise } from "./severity-rise.js";
import { panelSeverityZeroFlips, type PanelSeverityZeroFlips } from "./severity-zero-flips.js";
import { panelWordingRise, type PanelWordingRiseRow } from "./wording-rise.js";

/** One row of `reviewers` (pooled over datasets; per class as metrics.md §2). */
export interface PanelReviewerRow extends PanelReviewerRates {
  model: string;
  condition: string;
  severity_rise: Measure;
}

/** One model–dataset cell (extra key `cells`): the reviewer measures within one dataset (paper 002 App. E). */
export interface PanelCellRow extends PanelReviewerRates {
  model: string;
  dataset: string;
  condition: string;
}

/** The cells summarised across datasets (extra key `across_datasets`): unweighted mean over the datasets whose cell has the measure. */
export type PanelAcrossDatasetsRow = {
  model: string;
  condition: string;
  datasets: number;
  effect_benign: number | null;
  effect_harmful: number | null;
  shift_benign: number | null;
  shift_harmful: number | null;
};

/** Parse failures per reviewer and condition (extra key `parse_failures`): records whose verdict is null, of all records there (de-duplicated, every stream). */
export type PanelParseFailureRow = { model: string; condition: string; records: number; failures: number; share: number | null };

/** Residual dependence per condition (extra key `dependence`, App. F). */
export interface PanelDependenceRow extends PanelDependence {
  condition: string;
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
  /** Extra keys (documented in the module doc). */
  cells: PanelCellRow[];
  across_datasets: PanelAcrossDatasetsRow[];
  dependence: PanelDependenceRow[];
  panel_common: PanelConditionRow[];
  parse_failures: PanelParseFailureRow[];
  directional_by_dataset: (PanelDirectional & { dataset: string })[];
  flip_vs_k_by_reviewer: { model: string; points: PanelFlipAtK[] }[];
  severity_flips: PanelSeverityFlipRow[];
  severity_zero_flips: PanelSeverityZeroFlips;
  wording_rise: PanelWordingRiseRow[];
}

/** Options of {@link panelReport}. */
export interface PanelReportOptions {
  /** Bootstrap replicates B (default 10,000; 0 → every bootstrap `ci` null). */
  bootstrap?: number;
  /** Seed of the bootstrap stream (default 0). */
  seed?: number;
  /** Permutation resamples of the dependence check (default 2000, as App. F; 0 → null). */
  permutations?: number;
}

/**
 * Compute the whole panel document.
 * @param records validated panel records (input order; duplicates of the natural key: last wins)
 * @throws RangeError when bootstrap is not a non-negative integer
 */
export function panelReport(records: readonly PanelRecord[], options: PanelReportOptions = {}): PanelReport {
  const B = options.bootstrap ?? 10_000;
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError("panelReport", "options.bootstrap", "a non-negative integer", B));
  const { main, sweep, repair } = splitPanelRecords(records);
  const ix = indexPanelRecords(main);
  const batch = panelBootstrapBatch(B, createRng(options.seed ?? 0), 0.95, ix.cluster);
  const members = ix.models;
  const reviewers: PanelReviewerRow[] = [];
  members.forEach((model, m) => {
    for (const condition of panelConditionsPresent(ix, m)) {
      const rates = panelReviewerRates(ix, model, condition, batch);
      reviewers.push({ model, condition, ...rates, severity_rise: panelSeverityRise(ix, model, condition, batch) });
    }
  });
  const panel = panelConditionsPresent(ix).map((c) => panelConditionRow(ix, members, c));
  const directional = panelDirectional(ix, batch);
  const flip_vs_k = panelFlipVsK(sweep, ix, batch);
  const authority = members.filter((_, m) => panelConditionsPresent(ix, m).includes("authority")).map((model) => panelAuthority(ix, model));
  const repairRows = panelRepair(repair, ix, batch);
  // extra keys
  const datasets = [...new Set(ix.items.map((i) => i.dataset))].sort();
  const cells: PanelCellRow[] = [];
  members.forEach((model, m) => {
    for (const dataset of datasets) for (const condition of panelConditionsPresent(ix, m)) {
      const rates = panelReviewerRates(ix, model, condition, batch, dataset);
      if (rates.fa_rate.n + rates.miss_rate.n > 0) cells.push({ model, dataset, condition, ...rates });
    }
  });
  const across_datasets: PanelAcrossDatasetsRow[] = [];
  const avg = (xs: (number | null)[]) => { const v = xs.filter((x): x is number => x !== null); return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null; };
  for (const model of members) for (const condition of PANEL_MAIN_CONDITIONS) {
    const cs = cells.filter((c) => c.model === model && c.condition === condition);
    if (cs.length === 0) continue;
    across_datasets.push({
      model, condition, datasets: cs.length,
      effect_benign: avg(cs.map((c) => c.effect_benign.value)), effect_harmful: avg(cs.map((c) => c.effect_harmful.value)),
      shift_benign: avg(cs.map((c) => c.shift_benign.value)), shift_harmful: avg(cs.map((c) => c.shift_harmful.value)),
    });
  }
  const directional_by_dataset = datasets.map((dataset) => ({ dataset, ...panelDirectional(indexPanelRecords(main.filter((r) => r.dataset === dataset)), batch) }));
  const flip_vs_k_by_reviewer = members.map((model) => ({ model, points: panelFlipVsK(sweep, ix, batch, [model]) })).filter((r) => r.points.length > 0);
  const severity_zero_flips = panelSeverityZeroFlips(ix, batch);
  const wording_rise = panelWordingRise(sweep, ix, batch);
  batch.run();
  const R = options.permutations ?? 2000;
  if (!Number.isInteger(R) || R < 0) throw new RangeError(argError("panelReport", "options.permutations", "a non-negative integer", R));
  const prng = createRng(`${options.seed ?? 0}:permutation`);
  const matrices = panel.map((p) => panelVoteMatrix(ix, members, p.condition));
  // prng serves the dependence checks alone: with one reviewer everywhere no permutation changes a
  // result, so none is drawn (issue 22: 10^6 uniforms in the default `metrics panel`); with more, every
  // check draws, as it always did
  const keepStream = matrices.some((mx) => mx.width > 1);
  const dependence = panel.map((p, i) => ({ condition: p.condition, ...panelDependence(matrices[i], R, prng, keepStream) }));
  const severity_flips = panelSeverityFlips(ix);
  const panel_common = panelCommonRows(main, ix, members);
  const parse_failures = panelParseFailures([...main, ...sweep, ...repair]);
  return { protocol: "panel", reviewers, panel, directional, flip_vs_k, authority, repair: repairRows,
    cells, across_datasets, dependence, panel_common, parse_failures, directional_by_dataset, flip_vs_k_by_reviewer, severity_flips,
    severity_zero_flips, wording_rise };
}

/** The `panel` rows on the units complete under every compared condition (see the module doc). */
function panelCommonRows(main: readonly PanelRecord[], ix: ReturnType<typeof indexPanelRecords>, members: readonly string[]): PanelConditionRow[] {
  const compared = panelConditionsPresent(ix).filter((c) => c !== "authority");
  if (compared.length === 0) return [];
  const offs = compared.flatMap((c) => members.map((m) => panelRowOffset(ix, ix.modelOf(m)!, c)));
  const keep = new Set<string>();
  ix.items.forEach((it, i) => { if (offs.every((o) => ix.verdict[o + i] >= 0)) keep.add(it.key); });
  const sub = indexPanelRecords(main.filter((r) => keep.has(`${r.dataset}\u0000${r.item_id}\u0000${replicateKey(r)}`)));
  return panelConditionsPresent(sub).map((c) => panelConditionRow(sub, members, c));
}

/** Null verdicts per (model, condition), sorted by model then the contract's condition order. */
function panelParseFailures(records: readonly PanelRecord[]): PanelParseFailureRow[] {
  const by = new Map<string, PanelParseFailureRow>();
  for (const r of records) {
    const k = `${r.model}\u0000${r.condition}`;
    let row = by.get(k);
    if (!row) by.set(k, (row = { model: r.model, condition: r.condition, records: 0, failures: 0, share: null }));
    row.records++;
    if (r.verdict === null) row.failures++;
  }
  const order = (c: string) => PANEL_CONDITIONS.indexOf(c as (typeof PANEL_CONDITIONS)[number]);
  return [...by.values()].map((r) => ({ ...r, share: r.records ? r.failures / r.records : null }))
    .sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : order(a.condition) - order(b.condition)));
}

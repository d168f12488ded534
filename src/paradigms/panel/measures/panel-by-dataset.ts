/**
 * Per-dataset tables of paper 002: Table 2 (severity rise ΔS under
 * `wrong_peers`, per reviewer × dataset, with silent baseline) and Table 3
 * (panel FA / miss under `silent_peers` vs `wrong_peers`, per dataset). Each
 * dataset is analysed on its own with {@link panelReport} (membership and
 * exclusions as there).
 *
 * @example
 * panelSeverityByDataset(logs.panel, { bootstrap: 1000 })[0];
 * // => { model: "gemma-2-9b-sim", dataset: "gt-conduct", silent: 7.6, wrong: 8.1, rise: {value: 0.5, n: 30, ci} }
 */
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import type { Measure } from "../../../stats/measure.js";
import { panelReport, type PanelReportOptions } from "./panel-report.js";

/** One row of Table 2. */
export interface PanelSeverityRow {
  model: string;
  dataset: string;
  /** Mean severity under silent_peers on the paired benign items. */
  silent: number | null;
  rise: Measure;
}

/** One row of Table 3. */
export interface PanelCollapseRow {
  dataset: string;
  silent_fa: Measure;
  wrong_fa: Measure;
  silent_miss: Measure;
  wrong_miss: Measure;
}

function byDataset(records: readonly PanelRecord[]): Map<string, PanelRecord[]> {
  const m = new Map<string, PanelRecord[]>();
  for (const r of records) {
    const a = m.get(r.dataset);
    if (a) a.push(r);
    else m.set(r.dataset, [r]);
  }
  return new Map([...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

const NONE: Measure = { value: null, n: 0, ci: null };

/** Table 2: ΔS (wrong_peers − silent_peers) per reviewer × dataset, with the silent mean. */
export function panelSeverityByDataset(records: readonly PanelRecord[], options: PanelReportOptions = {}): PanelSeverityRow[] {
  const rows: PanelSeverityRow[] = [];
  for (const [dataset, recs] of byDataset(records)) {
    const doc = panelReport(recs, options);
    for (const r of doc.reviewers.filter((x) => x.condition === "wrong_peers")) {
      const sil = recs.filter((x) => x.model === r.model && x.condition === "silent_peers" && x.gold === "benign" && x.round === 2 && x.k_asserting === undefined && (x.wording ?? "original") === "original" && typeof x.severity === "number");
      rows.push({ model: r.model, dataset, silent: sil.length ? sil.reduce((a, x) => a + (x.severity as number), 0) / sil.length : null, rise: r.severity_rise });
    }
  }
  return rows.sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : a.dataset < b.dataset ? -1 : 1));
}

/** Table 3: panel FA / miss under silent_peers vs wrong_peers per dataset. */
export function panelCollapseByDataset(records: readonly PanelRecord[]): PanelCollapseRow[] {
  return [...byDataset(records)].map(([dataset, recs]) => {
    const doc = panelReport(recs, { bootstrap: 0 });
    const s = doc.panel.find((p) => p.condition === "silent_peers"), w = doc.panel.find((p) => p.condition === "wrong_peers");
    return { dataset, silent_fa: s?.fa_rate ?? NONE, wrong_fa: w?.fa_rate ?? NONE, silent_miss: s?.miss_rate ?? NONE, wrong_miss: w?.miss_rate ?? NONE };
  });
}

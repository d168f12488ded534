/**
 * Safety panels under social pressure (paper 002): wrong, right and silent peers, authority, k-sweeps, in one folder: record kind (`kind.ts`), protocol (`protocol/`:
 * bank, prompts, plan, driver, parser, simulated responder), measures
 * (`measures/`), tables and figures (`figures/`), paired data for `compare`
 * and `plan` (`paired-data.ts`) and its command-line sections (`cli/`).
 * Registered by its one line in `src/paradigms/all.ts`.
 *
 * @example
 * paradigm.name; // => "panel"
 */
import type { Paradigm } from "../paradigm.js";
import type { PanelRecord } from "./kind.js";
import { paradigm as manifest } from "./manifest.js";
import { PANEL_METRIC_FIELDS } from "./measures/panel-metric-fields.js";
import { protocol, responder } from "./protocol/index.js";
import { panelReport } from "./measures/panel-report.js";
import { panelPairedData } from "./paired-data.js";

export * from "./kind.js";
export * from "./protocol/index.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  ...manifest,
  metricFields: PANEL_METRIC_FIELDS,
  protocol,
  responder,
  measures: (records, o) => panelReport(records as PanelRecord[], { bootstrap: o.bootstrap, seed: o.seed }),
  compare: {
    pairedData: (by, ref, other, labels, all) =>
      by === "condition" ? panelPairedData(all as PanelRecord[], all as PanelRecord[], labels, { conditions: labels }) : panelPairedData(ref as PanelRecord[], other as PanelRecord[], labels),
    notSides: (by) => (by === "condition" ? ["solo", "repair_independence", "repair_accountability", "repair_vigilance"] : []),
    defaultReference: (by, sides) => (by === "condition" && sides.includes("silent_peers") ? "silent_peers" : undefined),
    planMeasure: ["wrong_peers.effect_benign", "wrong_peers.effect_benign"],
  },
};

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
import { PANEL_KIND, type PanelRecord } from "./kind.js";
import { protocol, responder } from "./protocol/index.js";
import { panelReport } from "./measures/panel-report.js";
import { panelPairedData } from "./paired-data.js";

export * from "./kind.js";
export * from "./protocol/index.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  name: "panel",
  recordKind: PANEL_KIND,
  protocol,
  responder,
  measures: (records, o) => panelReport(records as PanelRecord[], { bootstrap: o.bootstrap, seed: o.seed }),
  facets: { label: "verdict", by: "condition" },
  compare: {
    pairedData: (by, ref, other, labels, all) =>
      by === "condition" ? panelPairedData(all as PanelRecord[], all as PanelRecord[], labels, { conditions: labels }) : panelPairedData(ref as PanelRecord[], other as PanelRecord[], labels),
    notSides: (by) => (by === "condition" ? ["solo", "repair_independence", "repair_accountability", "repair_vigilance"] : []),
    defaultReference: (by, sides) => (by === "condition" && sides.includes("silent_peers") ? "silent_peers" : undefined),
    planMeasure: ["wrong_peers.effect_benign", "wrong_peers.effect_benign"],
  },
  commands: [
    { words: ["metrics", "panel"], help: "metrics panel LOG... [--bootstrap B] [--seed S] [--json] [--csv]", module: new URL("./cli/metrics.js", import.meta.url).href },
    { words: ["screen"], help: "screen LOG... [--members A,B,C] [--conditions C,...] [--bootstrap B] [--seed S] [--json]  is a review panel protective under each shared context? (paper 002 §5)", module: new URL("./cli/screen.js", import.meta.url).href },
  ],
};
export { PANEL_METRIC_FIELDS as metricFields } from "./measures/panel-metric-fields.js";

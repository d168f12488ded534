/**
 * The `groupthink metrics phantom --json` document (spec cli.md) of a report:
 * `{ protocol, groups: [{ model, metrics, invalid, excluded_scenarios }] }`,
 * groups sorted by model, metric keys in cli.md order, numbers unrounded.
 *
 * @example
 * JSON.stringify(phantomReportJson(phantomMetrics(records, { bootstrap: 0 })));
 * // => '{"protocol":"phantom","groups":[{"model":"typical","metrics":{"private_acc":{"value":0.8,"n":40,"ci":null},…},"invalid":0,"excluded_scenarios":0}]}'
 */
import type { Measure } from "../../../stats/measure.js";
import { PHANTOM_METRICS, type PhantomMetricName } from "./phantom-metric-names.js";
import type { PhantomReport } from "./phantom-metrics.js";

/** The cli.md document. */
export interface PhantomReportJson {
  protocol: "phantom";
  groups: { model: string; metrics: Record<PhantomMetricName, Measure>; invalid: number; excluded_scenarios: number }[];
}

/**
 * Strip a report to the cli.md document (a fresh object; the report is not changed).
 * @example
 * phantomReportJson(report).groups[0].invalid; // => 0
 */
export function phantomReportJson(report: PhantomReport): PhantomReportJson {
  return {
    protocol: "phantom",
    groups: report.groups.map((g) => ({
      model: g.model,
      metrics: Object.fromEntries(PHANTOM_METRICS.map((k) => {
        const m = g.metrics[k];
        return [k, { value: m.value, n: m.n, ci: m.ci ? [m.ci[0], m.ci[1]] : null, ...(m.ci_note ? { ci_note: m.ci_note } : {}) }];
      })) as Record<PhantomMetricName, Measure>,
      invalid: g.invalid,
      excluded_scenarios: g.excluded_scenarios,
    })),
  };
}

// Public API of the phantom-consensus metrics (paper 000; spec metrics.md §1, §5).
export { PHANTOM_METRICS, PHANTOM_METRIC_LABELS, PHANTOM_DIRECTIONS, phantomDirection } from "./phantom-metric-names.js";
export type { PhantomMetricName, PhantomDirection } from "./phantom-metric-names.js";
export { phantomGroups } from "./phantom-groups.js";
export type { PhantomGroupRecords, PhantomGroupOptions } from "./phantom-groups.js";
export { phantomScenarioTable, PHANTOM_BREAKDOWN_FIELDS, CODE_NULL as PHANTOM_CODE_NULL, CODE_MISSING as PHANTOM_CODE_MISSING } from "./phantom-scenario-table.js";
export type { PhantomScenarioTable, PhantomBreakdownField } from "./phantom-scenario-table.js";
export { phantomScenarioSums, PHANTOM_NUM_SERIES, PHANTOM_DEN_SERIES, PHANTOM_METRIC_SPECS } from "./phantom-scenario-sums.js";
export type { PhantomScenarioSums, PhantomNumSeries, PhantomDenSeries, PhantomMetricSpec } from "./phantom-scenario-sums.js";
export { phantomMeasures } from "./phantom-measures.js";
export type { PhantomBootstrapOptions, PhantomMeasures } from "./phantom-measures.js";
export { phantomMetrics } from "./phantom-metrics.js";
export { phantomReportJson } from "./phantom-report-json.js";
export type { PhantomReportJson } from "./phantom-report-json.js";
export type { PhantomMetricsOptions, PhantomGroupReport, PhantomReport } from "./phantom-metrics.js";

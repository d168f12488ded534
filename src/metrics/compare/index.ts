/** Paired comparisons of models, runs, prompt versions and conditions (issue 21). */
export { alignUnits } from "./align-units.js";
export { COMPARE_BY, compareSideOf } from "./compare-by.js";
export type { CompareBy } from "./compare-by.js";
export { BOOTSTRAP_METHOD, COMPARE_MIN_UNITS, compareSides } from "./compare-sides.js";
export { compareTable } from "./compare-table.js";
export type { CompareTableRow } from "./compare-table.js";
export type { CompareOptions, CompareRow, SideComparison } from "./compare-sides.js";
export { COMPARE_PROTOCOLS, compareRuns } from "./compare-runs.js";
export { pairedDataFor } from "./paired-data-for.js";
export type { CompareProtocol, CompareReport, CompareRunsOptions, RunComparison } from "./compare-runs.js";
export { unitPlural } from "./paired-data.js";
export type { DroppedUnit, PairedData, PairedInterval, PairedMeasure } from "./paired-data.js";
export { ADJUSTED_WALD_METHOD, PAIRED_T_METHOD, ratioPairedData } from "./ratio-paired-data.js";
export type { RatioMeasureDef, UnitSeries } from "./ratio-paired-data.js";

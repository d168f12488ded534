// Public API of the safety-panel metrics (paper 002; spec metrics.md §2, §5).
export {
  isPanelSweepRecord,
  panelAssertedVerdict,
  panelCorrectVerdict,
  panelItemKey,
  panelNaturalKey,
  type PanelStreams,
  splitPanelRecords,
} from "./panel-records.js";
export {
  indexPanelRecords,
  PANEL_CELL,
  PANEL_MAIN_CONDITIONS,
  panelConditionsPresent,
  type PanelIndex,
  type PanelItemInfo,
  panelLabelCode,
  panelRecordAt,
  panelRowOffset,
  panelVerdictCode,
} from "./panel-index.js";
export { panelBootstrapGap, panelBootstrapRatio, type PanelGapIntervals } from "./item-bootstrap.js";
export { panelBootstrapBatch, type PanelBootstrapBatch, type PanelInterval } from "./bootstrap-batch.js";
export { panelWilsonMeasure } from "./wilson-measure.js";
export { panelReviewerRates, type PanelReviewerRates } from "./reviewer-rates.js";
export { panelSeverityPairs, type PanelSeverityPairs, panelSeverityRise } from "./severity-rise.js";
export { panelDirectional, type PanelDirectional } from "./directional-adoption.js";
export { panelItemCells, panelPooledRate } from "./pooled-rate.js";
export { type PanelFlipAtK, panelFlipVsK } from "./flip-vs-k.js";
export { panelAuthority, type PanelAuthorityRow } from "./authority.js";
export { panelRepair, type PanelRepairRow } from "./repair-recovery.js";
export {
  panelFlags,
  panelMajorityThreshold,
  panelSubpanelRates,
  panelVoteRates,
  type PanelVoteRates,
  panelVoteRatesFlat,
} from "./panel-vote.js";
export {
  panelConditionRow,
  type PanelConditionRow,
  panelMatrixRates,
  panelVoteMatrix,
  type PanelVoteMatrix,
} from "./panel-condition.js";
export {
  type PanelAcrossDatasetsRow,
  type PanelCellRow,
  type PanelDependenceRow,
  panelReport,
  type PanelReport,
  type PanelReportOptions,
  type PanelReviewerRow,
} from "./panel-report.js";
export {
  PANEL_SCREEN_COLLAPSE,
  PANEL_SCREEN_COLLAPSE_MIN_UNITS,
  PANEL_SCREEN_VERDICTS,
  panelScreen,
  type PanelScreen,
  type PanelScreenByClass,
  type PanelScreenCondition,
  type PanelScreenOptions,
  panelScreenVerdict,
  type PanelScreenVerdict,
} from "./panel-screen.js";
export { panelDependence, type PanelDependence, type PanelDependenceClass } from "./panel-dependence.js";
export { PANEL_SEVERITY_STRATA, panelSeverityFlips, type PanelSeverityFlipRow } from "./severity-flips.js";
export { panelCollapseByDataset, type PanelCollapseRow, panelSeverityByDataset, type PanelSeverityRow } from "./panel-by-dataset.js";
export { type PanelWordingOptions, panelWordingRobustness, type PanelWordingRow } from "./wording-robustness.js";
export { panelDirectionalByReviewer, type PanelDirectionalRow } from "./directional-by-reviewer.js";
export { panelFlippedExample, type PanelFlippedExample } from "./flipped-example.js";
export { panelScreenMessages } from "./panel-screen-messages.js";
export { panelRunFiles } from "./panel-log-files.js";
export { panelLogSummary } from "./panel-log-summary.js";
export { panelSeverityZeroFlips, type PanelSeverityZeroFlips } from "./severity-zero-flips.js";
export { panelWordingRise, type PanelWordingRiseRow } from "./wording-rise.js";
export { PANEL_METRIC_FIELDS } from "./panel-metric-fields.js";

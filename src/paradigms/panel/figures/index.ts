// Figure builders of the panel paradigm (paper 002).
export { panelDirectionalFigure, panelFlipVsKFigure, panelItemFigure } from "./panel-figures.js";
export { panelWordingFigure } from "./panel-wording-figure.js";
export { panelErrorBars } from "./error-bars.js";
// Notebook tables of paper 002 (recovered values beside the paper's).
export { panelPaperValue, panelPaperValues, type PanelPaperValues } from "./panel-paper-values.js";
export { panelExampleTable } from "./panel-example-table.js";
export { panelSeverityTable } from "./panel-severity-table.js";
export { panelReviewerTable, type PanelReviewerTableRow } from "./panel-reviewer-table.js";
export { panelFlipVsKTable } from "./panel-flip-k-table.js";
export { panelWordingTable } from "./panel-wording-table.js";
export { panelDirectionalTable } from "./panel-directional-table.js";
export { panelDirectionalReviewerTable } from "./panel-directional-reviewer-table.js";
export { panelCollapseTable } from "./panel-collapse-table.js";
export { panelPredictionTable } from "./panel-prediction-table.js";
export { panelAuthorityTable } from "./panel-authority-table.js";
export { panelRepairTable } from "./panel-repair-table.js";
export { panelPerClassTable, type PanelPerClassTableRow } from "./panel-per-class-table.js";
export { panelScreenTable, type PanelScreenTableRow } from "./panel-screen-table.js";
export { panelDependenceTable, panelDirectionalByDatasetTable, panelFlipVsKByReviewerTable, panelSeverityFlipsTable, panelSeverityZeroTable, panelWordingRiseTable } from "./panel-extra-tables.js";
export { panelPaperAgrees, panelPaperChecks, type PanelPaperCheckRow, panelPaperRole } from "./panel-paper-checks.js";
export { panelFittedTargets } from "./panel-fitted-targets.js";

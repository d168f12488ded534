// Figure builders of the hidden-profile paradigm (barrel).
export { HIDDENBENCH_PAPER, type HpPaperRow } from "./hiddenbench-paper.js";
export { hiddenProfileComparisonRows } from "./hp-comparison-table.js";
export { hiddenProfileFigure3, type HpFigure3Options } from "./hp-figure3.js";
export { hiddenProfileAblationFigure } from "./hp-ablation-figure.js";
export { hiddenProfileFunnelFigure, hiddenProfileRejectionClass } from "./hp-funnel-figure.js";
export { hiddenProfileDisclosureFigure } from "./hp-disclosure-figure.js";
export { hiddenProfilePaperShapes, type HpShapeRow } from "./hp-paper-shapes.js";
export { hiddenProfileBaselineTable } from "./hp-baseline-table.js";
export { hiddenProfileMcnemarTable, type HpMcnemarTableOptions } from "./hp-mcnemar-table.js";
export { hiddenProfileGroupSizeTable } from "./hp-group-size-table.js";
export { hiddenProfileValidityTable } from "./hp-validity-table.js";
export { hiddenProfileFunnelSummary } from "./hp-funnel-summary.js";
export { HIDDENBENCH_PAPER_FILE, loadHiddenBenchPaper, type HpPaperFile, type HpPaperModel } from "./hiddenbench-paper.js";
export { hpSimulatedSuffix, hpAllSimulated } from "./hp-simulated.js";
export { hiddenProfileHeadlineTable, hiddenProfileFittingTargetsTable, type HpHeadlineRow } from "./hp-headline-table.js";
export { hiddenProfileFactCheckTable, type HpFactCheckTableRow } from "./hp-fact-check-table.js";

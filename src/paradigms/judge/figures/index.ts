// Figure builders of the judge paradigm (formalism trap, paper 003).
export { judgeClusterFrequencyFigure, judgeCrossDomainFigure, judgeDissonanceFigure } from "./corpus-figures.js";
export {
  judgeCalibrationFigure,
  judgeGroundingFigure,
  judgeL1Figure,
  judgePrFigure,
  judgeProfileRows,
  judgeStars,
} from "./model-figures.js";
export { type JudgeL1Row, judgeL1Table } from "./l1-table.js";
export { judgeHeldOutTable, type JudgeMeasureValueRow } from "./held-out-table.js";
export { type JudgeCalibrationRow, judgeCalibrationTable } from "./calibration-table.js";
export { type JudgeLodoRow, judgeLodoTable } from "./lodo-table.js";
export { judgePipelineTable, type JudgePipelineTableRow } from "./pipeline-table.js";
export { judgeFilterTable, type JudgeFilterTableRow } from "./filter-table.js";
export { judgePaperComparison, type JudgePaperRow, judgePaperValues, type JudgePaperValues } from "./paper-003.js";
export { judgeSimulatedLabel } from "./simulated-label.js";
export { judgePlantedRecoveredSummary, judgePlantedRecoveredTable, type JudgePlantedRow, judgePlantedSwarmBeta } from "./planted-recovered.js";
export { type JudgeMlpComparisonRow, judgeMlpComparisonTable } from "./mlp-comparison-table.js";
export { judgeMlpComparisonFigure } from "./mlp-comparison-figure.js";

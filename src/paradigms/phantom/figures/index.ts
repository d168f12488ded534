// Figure builders of the phantom paradigm (paper 000 Figures 3, 4, 5, 6a, 6b).
export { phantomGapBars } from "./phantom-gap-bars.js";
export { phantomPifrStack } from "./phantom-pifr-stack.js";
export { phantomForest, PHANTOM_FOREST_METRICS } from "./phantom-forest.js";
export { phantomCrfrHeatmap } from "./phantom-crfr-heatmap.js";
export { phantomAccuracyRadar, PHANTOM_CONDITION_ACCURACY, phantomTraceColor } from "./phantom-accuracy-radar.js";
export { phantomReportSimulated, phantomErrorBars, phantomGroupLabel } from "./phantom-figure-helpers.js";

// Public API of the judge metrics (formalism trap; metrics.md §4–5, paper 003).
export * from "./dissonance.js";
export * from "./rigor-score.js";
export * from "./performative.js";
export * from "./features.js";
export * from "./grounding.js";
export * from "./swarm-key.js";
export * from "./lodo.js";
export * from "./profiles.js";
export * from "./judge-fit.js";
export * from "./vigilance-filter.js";
export * from "./calibration.js";
export * from "./pipeline-summary.js";
export * from "./filter-evaluation.js";
export * from "./corpus-summary.js";
export * from "./cross-blind-example.js";
export * from "./pipeline-log-files.js";

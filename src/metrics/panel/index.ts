// Public API of the safety-panel metrics (paper 002; spec metrics.md §2, §5).
export * from "./panel-records.js";
export * from "./panel-index.js";
export * from "./item-bootstrap.js";
export * from "./bootstrap-batch.js";
export * from "./wilson-measure.js";
export * from "./reviewer-rates.js";
export * from "./severity-rise.js";
export * from "./directional-adoption.js";
export * from "./flip-vs-k.js";
export * from "./authority.js";
export * from "./repair-recovery.js";
export * from "./panel-vote.js";
export * from "./panel-condition.js";
export * from "./panel-report.js";
export * from "./panel-screen.js";
export * from "./panel-by-dataset.js";

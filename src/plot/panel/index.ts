// Figure builders of the panel paradigm (paper 002).
export * from "./panel-figures.js";
export * from "./panel-wording-figure.js";
export * from "./error-bars.js";
// Notebook tables of paper 002 (recovered values beside the paper's).
export * from "./panel-paper-values.js";
export * from "./panel-example-table.js";
export * from "./panel-severity-table.js";
export * from "./panel-reviewer-table.js";
export * from "./panel-flip-k-table.js";
export * from "./panel-wording-table.js";
export * from "./panel-directional-table.js";
export * from "./panel-directional-reviewer-table.js";
export * from "./panel-collapse-table.js";
export * from "./panel-prediction-table.js";
export * from "./panel-authority-table.js";
export * from "./panel-repair-table.js";

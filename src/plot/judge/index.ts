// Figure builders of the judge paradigm (formalism trap, paper 003).
export * from "./corpus-figures.js";
export * from "./model-figures.js";
export * from "./l1-table.js";
export * from "./held-out-table.js";
export * from "./calibration-table.js";
export * from "./lodo-table.js";
export * from "./pipeline-table.js";
export * from "./filter-table.js";

// Figure builders of the panel paradigm (paper 002).
export * from "./panel-figures.js";
export * from "./panel-wording-figure.js";
export * from "./error-bars.js";

// Figure builders of the panel paradigm (paper 002).
export * from "./panel-figures.js";

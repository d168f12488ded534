// Figure builders of the judge paradigm (formalism trap, paper 003).
export * from "./corpus-figures.js";
export * from "./model-figures.js";

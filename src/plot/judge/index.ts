// Figure builders of the judge paradigm (barrel). Filled in by the judge issue.
export {};

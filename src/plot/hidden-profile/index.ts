// Figure builders of the hidden-profile paradigm (barrel). Filled in by the hidden-profile issue.
export {};

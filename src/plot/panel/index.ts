// Figure builders of the panel paradigm (barrel). Filled in by the panel issue.
export {};

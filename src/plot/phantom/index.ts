// Figure builders of the phantom paradigm (barrel). Filled in by the phantom issue.
export {};

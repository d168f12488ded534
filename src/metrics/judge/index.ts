// Public API of the judge metrics (barrel). Filled in by the judge issue.
export {};

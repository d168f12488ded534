// Public API of the hidden-profile metrics (barrel). Filled in by the hidden-profile issue.
export {};

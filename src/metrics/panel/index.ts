// Public API of the panel metrics (barrel). Filled in by the panel issue.
export {};

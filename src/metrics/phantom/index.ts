// Public API of the phantom metrics (barrel). Filled in by the phantom issue.
export {};

// Public API of the runner (barrel).
export {};

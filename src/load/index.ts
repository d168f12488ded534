export * from "./read-jsonl.js";
export * from "./load-logs.js";
export * from "./columns.js";
export * from "./dataframe.js";

export * from "./vocab.js";
export * from "./fields.js";
export * from "./records.js";
export * from "./validate.js";

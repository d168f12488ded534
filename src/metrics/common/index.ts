export * from "./label-accuracy.js";
export * from "./measure-row.js";

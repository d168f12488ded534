export * from "./check-executed.js";

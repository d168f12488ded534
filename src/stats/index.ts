export * from "./rng.js";
export * from "./measure.js";

export { labelAccuracy } from "./label-accuracy.js";
export { measureRow } from "./measure-row.js";

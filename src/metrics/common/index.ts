export { labelAccuracy } from "./label-accuracy.js";
export { measureRow } from "./measure-row.js";
export { isSimulated, simulatedLabel } from "./simulated-label.js";

export { labelAccuracy } from "./label-accuracy.js";
export { measureRow } from "./measure-row.js";
export { countSimulated, isSimulated, simulatedLabel } from "./simulated-label.js";
export { checkWhere, fieldVocabulary } from "./check-where.js";

/** Figures of paired comparisons (issue 21). */
export { compareForestFigure } from "./compare-forest.js";
export type { CompareForestInput } from "./compare-forest.js";

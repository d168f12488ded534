/**
 * Distinguishable styles for many categorical traces (models): Kelly's
 * colours of maximum contrast (K. L. Kelly, "Twenty-two colors of maximum
 * contrast", Color Engineering 3(6), 1965; the ISCC–NBS centroids as usually
 * given in hex), white left out as it vanishes on a white page: 21 colours,
 * in Kelly's order (each next colour chosen to contrast with those before).
 * Past 21 traces the colours repeat with another marker symbol and line dash
 * (as Figure 6b does past ten), so every (colour, symbol) pair stays distinct
 * up to 21 × 6 = 126 traces.
 *
 * @example
 * categoricalStyle(0);  // => { color: "#222222", symbol: "circle", dash: "solid" }
 * categoricalStyle(21); // => { color: "#222222", symbol: "square", dash: "dash" }
 */
import { argError } from "../errors.js";

/** Kelly's 22 colours of maximum contrast without white (#F2F3F4), in his order. */
export const KELLY_COLORS = [
  "#222222", "#F3C300", "#875692", "#F38400", "#A1CAF1", "#BE0032", "#C2B280", "#848482", "#008856", "#E68FAC", "#0067A5",
  "#F99379", "#604E97", "#F6A600", "#B3446C", "#DCD300", "#882D17", "#8DB600", "#654522", "#E25822", "#2B3D26",
] as const;

const SYMBOLS = ["circle", "square", "diamond", "triangle-up", "x", "star"] as const;
const DASHES = ["solid", "dash", "dot", "dashdot", "longdash", "longdashdot"] as const;

/** The style of one trace. */
export type CategoricalStyle = { color: string; symbol: string; dash: string };

/**
 * The style of trace i (0-based): colour i mod 21, symbol and dash by the cycle ⌊i / 21⌋.
 * @throws RangeError when i is not a non-negative integer
 * @example
 * categoricalStyle(11).color; // => "#F99379"
 */
export function categoricalStyle(i: number): CategoricalStyle {
  if (!Number.isInteger(i) || i < 0) throw new RangeError(argError("categoricalStyle", "i", "a non-negative integer", i));
  const cycle = Math.floor(i / KELLY_COLORS.length);
  return { color: KELLY_COLORS[i % KELLY_COLORS.length], symbol: SYMBOLS[cycle % SYMBOLS.length], dash: DASHES[cycle % DASHES.length] };
}

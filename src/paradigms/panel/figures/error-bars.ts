/**
 * Plotly asymmetric error bars from measures (interval ends minus value; 0 where
 * a measure has no interval or no value).
 *
 * @example
 * panelErrorBars([{ value: 0.5, ci: [0.4, 0.7] }]);
 * // => { type: "data", symmetric: false, array: [0.2], arrayminus: [0.1] } (up to rounding)
 */
export function panelErrorBars(ms: readonly { value: number | null; ci: [number, number] | null }[]): Record<string, unknown> {
  return {
    type: "data", symmetric: false,
    array: ms.map((m) => (m.ci && m.value !== null ? m.ci[1] - m.value : 0)),
    arrayminus: ms.map((m) => (m.ci && m.value !== null ? m.value - m.ci[0] : 0)),
  };
}

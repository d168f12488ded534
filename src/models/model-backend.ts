/**
 * Where the model fits run: plain float64 JavaScript on the sparse design
 * (`logistic-l2.ts`, `logistic-l1.ts`; issue 15). tfjs is no longer used by any
 * fit, so importing groupthink loads no tfjs (and no wasm). These two
 * functions remain for callers written against the earlier tfjs backend
 * (notebooks call `await initModelBackend()` first): they start nothing.
 *
 * @example
 * await initModelBackend(); // => "f64"
 * modelBackend();           // => "f64"
 */

/**
 * Kept for compatibility: resolves at once to the backend name.
 * @example
 * await initModelBackend(); // => "f64"
 */
export function initModelBackend(): Promise<string> {
  return Promise.resolve("f64");
}

/**
 * The backend fits use.
 * @example
 * modelBackend(); // => "f64"
 */
export function modelBackend(): string {
  return "f64";
}

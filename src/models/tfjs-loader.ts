/**
 * The optional tfjs peer dependency (`@tensorflow/tfjs` 4.22), loaded on
 * first use with its bundled pure-JavaScript "cpu" backend: nothing is
 * downloaded at run time, arithmetic is float32 and sequential (so a seeded
 * fit is reproducible), and importing groupthink never loads it. Only the
 * MLP meta-evaluator uses it; the paper's L1/L2 fits stay exact float64
 * (docs/METRICS.md, "tfjs and float32").
 *
 * @example
 * loadTfjs().getBackend(); // => "cpu"
 */
import { createRequire } from "node:module";

/** The tfjs module, typed loosely so groupthink's type files do not need tfjs installed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TfjsModule = { [member: string]: any };

/** How to add the optional tfjs dependency (shown when it is missing). */
export const TFJS_INSTALL_HINT =
  "the MLP meta-evaluator needs the optional package @tensorflow/tfjs. Run: npm install @tensorflow/tfjs@4.22.0 " +
  "(pure JavaScript, no download at run time). The paper's L1/L2 fits (fitLogisticL1, fitLogisticL2) do not need it.";

let tfjs: TfjsModule | null = null;

/**
 * Load `@tensorflow/tfjs` once (CommonJS, synchronously), in production mode (no banner) on the cpu backend.
 *
 * @param load the loader (default: `require` from this module; a test passes a failing one)
 * @throws Error with {@link TFJS_INSTALL_HINT} naming the missing package when it cannot be loaded
 * @example
 * loadTfjs(() => { throw new Error("Cannot find module '@tensorflow/tfjs'"); });
 * // throws Error: the MLP meta-evaluator needs the optional package @tensorflow/tfjs ...
 */
export function loadTfjs(load?: (id: string) => unknown): TfjsModule {
  if (tfjs && !load) return tfjs;
  let tf: TfjsModule;
  try {
    tf = (load ?? createRequire(import.meta.url))("@tensorflow/tfjs") as TfjsModule;
  } catch (e) {
    throw new Error(`${TFJS_INSTALL_HINT} (${(e as Error).message.split("\n")[0]})`);
  }
  try {
    tf.enableProdMode();
  } catch {
    /* already in prod mode */
  }
  if (tf.getBackend() !== "cpu") tf.setBackend("cpu");
  if (!load) tfjs = tf;
  return tf;
}

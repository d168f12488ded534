/**
 * The tfjs backend for model fitting: WebAssembly (`@tensorflow/tfjs-backend-wasm`,
 * SIMD, single thread) with its `.wasm` files loaded from the installed
 * package, falling back to tfjs' plain-JS `cpu` backend with a warning when
 * wasm cannot start. `tf.enableProdMode()` is always on.
 *
 * tfjs starts the wasm backend asynchronously, while the fitting functions are
 * synchronous: call `await initModelBackend()` once before fitting (the CLI
 * and notebooks do). A fit called before that runs on the `cpu` backend and
 * warns once.
 *
 * @example
 * await initModelBackend(); // => "wasm" (or "cpu" after a warning)
 * modelBackend();           // => "wasm"
 */
import { createRequire } from "node:module";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { warn } from "../errors.js";

let initialised: Promise<string> | null = null;
let warnedSync = false;

/**
 * Start the wasm backend (idempotent); resolves to the backend in use.
 *
 * @returns "wasm", or "cpu" when wasm failed (a warning names the reason)
 * @example
 * const name = await initModelBackend(); // => "wasm"
 */
export function initModelBackend(): Promise<string> {
  initialised ??= (async () => {
    tf.enableProdMode();
    try {
      const require = createRequire(import.meta.url);
      const dir = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm"));
      setWasmPaths(dir + path.sep);
      if (await tf.setBackend("wasm")) return tf.getBackend();
      warn("tfjs wasm backend did not start; fitting on the slower cpu backend");
    } catch (err) {
      warn(`tfjs wasm backend failed (${(err as Error).message}); fitting on the slower cpu backend`);
    }
    await tf.setBackend("cpu");
    return tf.getBackend();
  })();
  return initialised;
}

/**
 * The tfjs backend a fit will use now. When wasm has not been initialised (or is still
 * starting), switches to `cpu` synchronously and warns once.
 *
 * @example
 * modelBackend(); // => "wasm" after `await initModelBackend()`, else "cpu"
 */
export function modelBackend(): string {
  tf.enableProdMode();
  const engine = tf.engine();
  const current = engine.backendName;
  if (current === "wasm" || current === "cpu") return current;
  if (!warnedSync) {
    warnedSync = true;
    warn("models: tfjs wasm backend not initialised (call `await initModelBackend()` first); fitting on the cpu backend");
  }
  // The cpu backend initialises synchronously, so the switch takes effect before setBackend's promise settles.
  void tf.setBackend("cpu");
  return tf.getBackend();
}

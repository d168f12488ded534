/**
 * Paths relative to the project root, resolved from this module's location, so
 * they work from `src/` (tests), `dist/` (CLI, notebooks) and any working directory.
 *
 * @example
 * projectPath("scenarios", "phantom"); // => "/path/to/groupthink/scenarios/phantom"
 */
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
/** The project root (the folder holding package.json), absolute. */
export const PROJECT_ROOT = resolve(here, "..");

/**
 * Resolve path parts against the project root (an absolute part wins, as in `path.resolve`).
 *
 * @example
 * projectPath("/tmp", "x"); // => "/tmp/x"
 */
export function projectPath(...parts: string[]): string {
  return resolve(PROJECT_ROOT, ...parts);
}

/**
 * True when notebooks and data scripts should use small data (`GROUPTHINK_SMOKE=1`, set by `npm test`).
 *
 * @example
 * isSmoke(); // => false unless GROUPTHINK_SMOKE=1
 */
export function isSmoke(): boolean {
  return process.env.GROUPTHINK_SMOKE === "1";
}

/**
 * The package version and the simulator's `system_fingerprint`.
 *
 * @example
 * simFingerprint(); // => "groupthink-sim/0.1.0"
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../../paths.js";

let cached: string | null = null;

/**
 * `version` from the project's package.json ("0.0.0" when unreadable).
 *
 * @example
 * packageVersion(); // => "0.1.0"
 */
export function packageVersion(): string {
  if (cached === null) {
    try {
      cached = String(JSON.parse(readFileSync(projectPath("package.json"), "utf8")).version ?? "0.0.0");
    } catch {
      cached = "0.0.0";
    }
  }
  return cached;
}

/**
 * What the simulator sends as `system_fingerprint`; the client marks such replies `simulated`.
 *
 * @example
 * simFingerprint(); // => "groupthink-sim/0.1.0"
 */
export function simFingerprint(): string {
  return `groupthink-sim/${packageVersion()}`;
}

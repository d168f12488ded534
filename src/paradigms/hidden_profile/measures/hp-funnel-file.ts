/**
 * Read the task-validation funnel that `groupthink tasks generate` writes
 * (`<dir>/validation.json`, or `<dir>/smoke/validation.json` when `smoke`),
 * an {@link HpValidationReport}.
 *
 * @throws DataError when the file is not JSON or lacks the report's counts and rows
 * @example
 * readHiddenProfileFunnel("data/sim/hidden_profile/generated").kept; // => 7
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DataError } from "../../../errors.js";
import type { HpValidationReport } from "./hp-validation-report.js";

/** See module doc. */
export function readHiddenProfileFunnel(dir: string, smoke = false): HpValidationReport {
  const file = smoke ? join(dir, "smoke", "validation.json") : join(dir, "validation.json");
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    if (e instanceof SyntaxError) throw new DataError(file, 1, "validation.json", `not JSON: ${e.message}`);
    throw e;
  }
  const d = doc as Partial<HpValidationReport> | null;
  for (const k of ["candidates", "drafted", "kept", "rejected"] as const)
    if (typeof d?.[k] !== "number") throw new DataError(file, 1, k, "expected a number");
  if (!Array.isArray(d?.rows)) throw new DataError(file, 1, "rows", "expected an array");
  return d as HpValidationReport;
}

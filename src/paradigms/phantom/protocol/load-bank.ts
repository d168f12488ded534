/**
 * Read and validate the phantom scenario bank: a `.json` file, or a directory
 * whose `*.json` files (not sub-directories) are bank files.
 *
 * @example
 * const bank = loadPhantomBank("scenarios/phantom");
 * bank.length; // => 480
 * loadPhantomBank("my-12-scenarios.json").length; // => 12 (no size floor; quotas only with {quotas: true})
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { PhantomScenario } from "./scenario.js";
import { validateBank, type BankCheck, type BankCheckOptions } from "./validate-bank.js";
import { formatIssue, type ScenarioIssue } from "./validate-scenario.js";

/** A bank that failed validation; `issues` lists every problem. */
export class ScenarioBankError extends Error {
  readonly issues: ScenarioIssue[];
  constructor(issues: ScenarioIssue[]) {
    const shown = issues.slice(0, 20).map(formatIssue).join("\n");
    super(`${issues.length} problem(s) in the phantom scenario bank:\n${shown}${issues.length > 20 ? `\n... ${issues.length - 20} more` : ""}`);
    this.name = "ScenarioBankError";
    this.issues = issues;
  }
}

/** The bank files under a path (the file itself, or the directory's `*.json`, sorted). */
export function bankFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(path, f))
    .filter((f) => statSync(f).isFile());
}

/**
 * Parse and check the bank at `path` without throwing on invalid content.
 * @throws Error when the path does not exist
 */
export function checkPhantomBank(path: string, options: BankCheckOptions = {}): BankCheck {
  const files = bankFiles(path);
  const parsed: { file: string; value: unknown }[] = [];
  const issues: ScenarioIssue[] = [];
  for (const file of files) {
    try {
      parsed.push({ file, value: JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) });
    } catch (e) {
      issues.push({ file, id: "-", field: "-", reason: `not valid JSON: ${(e as Error).message}` });
    }
  }
  if (files.length === 0) issues.push({ file: path, id: "-", field: "-", reason: "no .json bank file" });
  const out = validateBank(parsed, options);
  return { scenarios: out.scenarios, issues: [...issues, ...out.issues] };
}

/**
 * Load the bank, validated on load.
 * @throws ScenarioBankError listing every problem (file, scenario id, field)
 */
export function loadPhantomBank(path: string, options: BankCheckOptions = {}): PhantomScenario[] {
  const out = checkPhantomBank(path, options);
  if (out.issues.length > 0) throw new ScenarioBankError(out.issues);
  return out.scenarios;
}

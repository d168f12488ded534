/**
 * Bank-level checks: file envelope and version, per-scenario schema and
 * rubric ({@link validateScenario}), unique ids, unique case texts and the
 * sentence-reuse limit (`text-reuse.ts`) — for every bank, of any size — and,
 * with `quotas: true` (the shipped bank only), the exact construction quotas of
 * `design-quotas.ts`.
 *
 * @example
 * validateBank([{ file: "b.json", value: { schema_version: "phantom-scenarios/1", scenarios: [] } }]);
 * // => { scenarios: [], issues: [] }
 */
import { BELIEF_TARGETS, NORM_SOURCES, OUTCOME_RISKS, PHANTOM_DECISIONS, PHANTOM_DIRECTIONS } from "../../../schema/vocab.js";
import { PHANTOM_BANK_VERSION, PHANTOM_DOMAINS, direction, type PhantomScenario } from "./scenario.js";
import { validateScenario, type ScenarioIssue } from "./validate-scenario.js";
import { designQuotaIssues } from "./design-quotas.js";
import { textReuseIssues } from "./text-reuse.js";

export interface BankCheckOptions {
  /** Enforce the shipped bank's exact construction quotas (default false: user banks of any size load). */
  quotas?: boolean;
}

export interface BankCheck {
  /** The valid scenarios, in file order. */
  scenarios: PhantomScenario[];
  issues: ScenarioIssue[];
}

/**
 * Validate parsed bank files.
 * @param files parsed JSON documents with their file names
 */
export function validateBank(files: { file: string; value: unknown }[], options: BankCheckOptions = {}): BankCheck {
  const issues: ScenarioIssue[] = [];
  const scenarios: PhantomScenario[] = [];
  const seen = new Map<string, string>();
  for (const { file, value } of files) {
    const doc = value as Record<string, unknown> | null;
    if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
      issues.push({ file, id: "-", field: "-", reason: "expected a JSON object {schema_version, scenarios}" });
      continue;
    }
    if (doc.schema_version !== PHANTOM_BANK_VERSION) {
      issues.push({ file, id: "-", field: "schema_version", reason: `expected ${JSON.stringify(PHANTOM_BANK_VERSION)}, received ${JSON.stringify(doc.schema_version)}` });
    }
    if (!Array.isArray(doc.scenarios)) {
      issues.push({ file, id: "-", field: "scenarios", reason: "expected an array" });
      continue;
    }
    for (const s of doc.scenarios) {
      const found = validateScenario(s, file);
      issues.push(...found);
      if (found.length > 0) continue;
      const sc = s as PhantomScenario;
      const prev = seen.get(sc.id);
      if (prev !== undefined) {
        issues.push({ file, id: sc.id, field: "id", reason: `duplicate id (first in ${prev})` });
        continue;
      }
      seen.set(sc.id, file);
      scenarios.push(sc);
    }
  }
  const where = files.map((f) => f.file).join(",");
  issues.push(...textReuseIssues(scenarios, where));
  if (options.quotas ?? false) issues.push(...designQuotaIssues(scenarios, where));
  return { scenarios, issues };
}

function counts(values: string[], keys: readonly string[]): Map<string, number> {
  const m = new Map<string, number>(keys.map((k) => [k, 0]));
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

/**
 * Light balance checks for a candidate batch (`scenarios generate`): at least
 * `minScenarios`, gold and directions within one of each other, every domain,
 * norm source, belief target and outcome risk represented. The shipped bank's
 * exact quotas are `designQuotaIssues`.
 */
export function quotaIssues(scenarios: PhantomScenario[], file: string, minScenarios: number): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const add = (field: string, reason: string): void => void out.push({ file, id: "-", field, reason });
  if (scenarios.length < minScenarios) add("scenarios", `expected at least ${minScenarios} valid scenarios, found ${scenarios.length}`);
  const balanced = (field: string, values: string[], keys: readonly string[]): void => {
    const c = counts(values, keys);
    const n = [...c.values()];
    if (Math.max(...n) - Math.min(...n) > 1) add(field, `not balanced: ${[...c].map(([k, v]) => `${k}=${v}`).join(", ")}`);
  };
  const present = (field: string, values: string[], keys: readonly string[]): void => {
    const c = counts(values, keys);
    const missing = keys.filter((k) => (c.get(k) ?? 0) === 0);
    if (missing.length > 0) add(field, `not represented: ${missing.join(", ")}`);
  };
  balanced("gold", scenarios.map((s) => s.gold), PHANTOM_DECISIONS);
  balanced("direction", scenarios.map((s) => direction(s.gold, s.phantom_target)), PHANTOM_DIRECTIONS);
  present("domain", scenarios.map((s) => s.domain), PHANTOM_DOMAINS);
  present("norm_source", scenarios.map((s) => s.norm_source), NORM_SOURCES);
  present("belief_target", scenarios.map((s) => s.belief_target), BELIEF_TARGETS);
  present("outcome_risk", scenarios.map((s) => s.outcome_risk), OUTCOME_RISKS);
  return out;
}

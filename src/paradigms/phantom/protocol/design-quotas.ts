/**
 * The construction quotas of the shipped phantom bank (paper 000 §3.2 and
 * Appendix B.2: 480 scenarios, five domains, gold 160 per label, balanced norm
 * sources and gold→phantom directions), stated exactly and checked by
 * `groupthink scenarios validate` (without PATH) and the test suite. User banks
 * (`--scenarios`) are not held to them.
 *
 * Exact quotas, per domain of {@link SHIPPED_DOMAINS} (each must be present):
 * - 96 scenarios;
 * - gold: 32 proceed, 32 block, 32 defer_or_review;
 * - direction: 16 of each of the six gold→phantom directions;
 * - within each direction (16 scenarios): every norm source 3 or 4 times and
 *   every belief-error target 3 or 4 times (counts differ by at most one).
 *
 * And over the whole bank: within each direction, norm-source counts differ by
 * at most one and belief-target counts differ by at most one; norm-source
 * totals differ by at most one, belief-target totals too. With all five domains
 * this is exactly: 480 scenarios, 160 per gold label, 80 per direction, 96 per norm source, 96 per belief target, 16 per
 * (direction, norm source) and 16 per (direction, belief target).
 *
 * Outcome risk has no quota: the paper sets none, and each scenario's label
 * follows its own text (`scenarios/phantom/README.md`). Its counts are reported
 * by `groupthink scenarios validate --json` (`counts.outcome_risk`).
 *
 * @example
 * PHANTOM_DESIGN.perDomain; // => 96
 * designQuotaIssues([], "bank.json").length > 0; // => true (five domains missing)
 */
import { BELIEF_TARGETS, NORM_SOURCES, PHANTOM_DECISIONS, PHANTOM_DIRECTIONS } from "../../../schema/vocab.js";
import { PHANTOM_DOMAINS, direction, type PhantomDomain, type PhantomScenario } from "./scenario.js";
import type { ScenarioIssue } from "./validate-scenario.js";

/** The per-domain counts of the shipped design. */
export const PHANTOM_DESIGN = { perDomain: 96, goldPerLabel: 32, perDirection: 16 } as const;

/** The domains the shipped bank must contain, each complete: the domains written so far (the paper design is all five). */
export const SHIPPED_DOMAINS: readonly PhantomDomain[] = PHANTOM_DOMAINS;

function tally(values: string[], keys: readonly string[]): Map<string, number> {
  const m = new Map<string, number>(keys.map((k) => [k, 0]));
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}
const show = (m: Map<string, number>): string => [...m].map(([k, v]) => `${k}=${v}`).join(", ");

/**
 * Every way the scenarios miss the shipped design (empty when they meet it).
 * @param scenarios the bank's valid scenarios
 * @param file the bank file(s), for messages
 * @param domains the domains that must be present and complete (default {@link SHIPPED_DOMAINS})
 */
export function designQuotaIssues(scenarios: readonly PhantomScenario[], file: string, domains: readonly PhantomDomain[] = SHIPPED_DOMAINS): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const add = (field: string, reason: string): void => void out.push({ file, id: "-", field, reason });
  const exact = (field: string, where: string, values: string[], keys: readonly string[], n: number): void => {
    const c = tally(values, keys);
    if ([...c.values()].some((v) => v !== n)) add(field, `${where}: expected ${n} each, found ${show(c)}`);
  };
  const even = (field: string, where: string, values: string[], keys: readonly string[]): void => {
    const c = tally(values, keys);
    const v = [...c.values()];
    if (Math.max(...v) - Math.min(...v) > 1) add(field, `${where}: counts must differ by at most one, found ${show(c)}`);
  };
  const dir = (s: PhantomScenario): string => direction(s.gold, s.phantom_target);
  for (const d of PHANTOM_DOMAINS) {
    const ds = scenarios.filter((s) => s.domain === d);
    if (!domains.includes(d)) {
      if (ds.length > 0) add("domain", `${d}: not a domain of the shipped design (${domains.join(", ")}), found ${ds.length} scenarios`);
      continue;
    }
    if (ds.length !== PHANTOM_DESIGN.perDomain) add("domain", `${d}: expected ${PHANTOM_DESIGN.perDomain} scenarios, found ${ds.length}`);
    exact("gold", d, ds.map((s) => s.gold), PHANTOM_DECISIONS, PHANTOM_DESIGN.goldPerLabel);
    exact("direction", d, ds.map(dir), PHANTOM_DIRECTIONS, PHANTOM_DESIGN.perDirection);
    for (const r of PHANTOM_DIRECTIONS) {
      const cell = ds.filter((s) => dir(s) === r);
      even("norm_source", `${d} ${r}`, cell.map((s) => s.norm_source), NORM_SOURCES);
      even("belief_target", `${d} ${r}`, cell.map((s) => s.belief_target), BELIEF_TARGETS);
    }
  }
  for (const r of PHANTOM_DIRECTIONS) {
    const cell = scenarios.filter((s) => dir(s) === r);
    even("norm_source", r, cell.map((s) => s.norm_source), NORM_SOURCES);
    even("belief_target", r, cell.map((s) => s.belief_target), BELIEF_TARGETS);
  }
  even("norm_source", "bank", scenarios.map((s) => s.norm_source), NORM_SOURCES);
  even("belief_target", "bank", scenarios.map((s) => s.belief_target), BELIEF_TARGETS);
  return out;
}

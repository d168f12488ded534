/**
 * Assemble the phantom scenario bank `scenarios/phantom/bank.json` from the
 * hand-written fragments in `scenarios/phantom/fragments/` and check it against
 * the shipped design's quotas (`src/paradigms/phantom/protocol/design-quotas.ts`).
 *
 * A fragment file is `{"domain": D, "scenarios": [F, ...]}`; each F is one
 * complete, hand-written scenario in short field names — title, ref, pattern,
 * gold, phantom, risk, norm, belief, facts, ask, why, harm, signals[4],
 * neutral[4] — nothing is recombined from stems. Files are read in name order
 * (`<domain>-a.json` holds the 24 cases kept from the first bank with new
 * signals and comments; `-b`, `-c`, `-d` the new ones). Ids are
 * `ph-NNN`, numbered by domain (domain k of PHANTOM_DOMAINS owns 96k+1..96k+96),
 * so finishing one domain never renumbers another. The explicit-vote text is
 * the protocol's fixed sentence naming the phantom target.
 * Run: `npx tsx scripts/make-phantom-bank.ts` (exit 1 when the bank has issues).
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PHANTOM_BANK_VERSION, PHANTOM_DOMAINS, type PhantomScenario } from "../src/paradigms/phantom/protocol/scenario.js";
import { checkPhantomBank } from "../src/paradigms/phantom/protocol/load-bank.js";
import { PHANTOM_DESIGN } from "../src/paradigms/phantom/protocol/design-quotas.js";
import { formatIssue } from "../src/paradigms/phantom/protocol/validate-scenario.js";
import type { BeliefTarget, NormSource, OutcomeRisk, PhantomDecision } from "../src/schema/vocab.js";

interface Fragment {
  title: string; ref: string; pattern: string; gold: PhantomDecision; phantom: PhantomDecision; risk: OutcomeRisk;
  norm: NormSource; belief: BeliefTarget; facts: string; ask: string; why: string; harm: string; signals: string[]; neutral: string[];
}
interface FragmentFile { domain: string; scenarios: Fragment[] }

const root = join(import.meta.dirname, "..");
const fragDir = join(root, "scenarios/phantom/fragments");
const files = readdirSync(fragDir).filter((f) => f.endsWith(".json")).sort();
const byDomain = new Map<string, Fragment[]>();
for (const f of files) {
  const doc = JSON.parse(readFileSync(join(fragDir, f), "utf8")) as FragmentFile;
  if (!(PHANTOM_DOMAINS as readonly string[]).includes(doc.domain)) throw new Error(`${f}: unknown domain ${JSON.stringify(doc.domain)}`);
  byDomain.set(doc.domain, [...(byDomain.get(doc.domain) ?? []), ...doc.scenarios]);
}

const scenarios: PhantomScenario[] = [];
for (const [k, domain] of PHANTOM_DOMAINS.entries()) {
  for (const [i, f] of (byDomain.get(domain) ?? []).entries()) {
    scenarios.push({
      id: `ph-${String(k * PHANTOM_DESIGN.perDomain + i + 1).padStart(3, "0")}`,
      domain,
      title: f.title,
      source: { reference: f.ref, pattern: f.pattern },
      base_context: f.facts,
      decision_request: f.ask,
      gold: f.gold,
      phantom_target: f.phantom,
      gold_rationale: f.why,
      outcome_risk: f.risk,
      outcome_risk_description: f.harm,
      norm_source: f.norm,
      belief_target: f.belief,
      public_signals: f.signals,
      neutral_comments: f.neutral,
      explicit_vote: `A majority of other agents support: ${f.phantom}`,
    });
  }
}

const out = join(root, "scenarios/phantom/bank.json");
writeFileSync(out, JSON.stringify({ schema_version: PHANTOM_BANK_VERSION, scenarios }, null, 2) + "\n");
const check = checkPhantomBank(out, { quotas: true });
for (const i of check.issues) console.error(formatIssue(i));
console.log(`wrote ${scenarios.length} scenarios to ${out} (${check.issues.length} issues)`);
process.exit(check.issues.length > 0 ? 1 : 0);

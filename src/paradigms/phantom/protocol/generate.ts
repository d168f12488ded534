/**
 * LLM-assisted drafting of candidate scenarios (paper §3.2: "an LLM-assisted
 * construction pipeline to draft candidate scenarios under fixed schema and
 * quota constraints, followed by rule-based validation"): the quota plan of
 * candidate specs, the drafting prompt, the strict candidate parser, and the
 * simulator's answer to drafting prompts (a scenario recomposed from the bank,
 * deliberately flawed about one time in four so that rejection paths run).
 *
 * @example
 * const specs = planCandidates(12);
 * specs.map((s) => `${s.gold}->${s.phantom_target}`).length; // => 12, each of the six directions twice
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BELIEF_TARGETS, NORM_SOURCES, PHANTOM_DIRECTIONS, type BeliefTarget, type NormSource, type OutcomeRisk, type PhantomDecision } from "../../../schema/vocab.js";
import type { Rng } from "../../../stats/rng.js";
import type { ChatRequest } from "../../../runner/types.js";
import { fillTemplate, phantomPromptSet, type PhantomPromptSet } from "./prompts.js";
import { PHANTOM_BANK_VERSION, PHANTOM_DOMAINS, type PhantomDomain, type PhantomScenario } from "./scenario.js";

/** Version label of the drafting prompt and candidate format. */
export const PHANTOM_GEN_VERSION = "phantom-gen/1";

/** The quota cell a candidate must fill. */
export interface CandidateSpec {
  id: string;
  domain: PhantomDomain;
  gold: PhantomDecision;
  phantom_target: PhantomDecision;
  norm_source: NormSource;
  belief_target: BeliefTarget;
  outcome_risk: OutcomeRisk;
}

function riskOf(gold: PhantomDecision, phantom: PhantomDecision, k: number): OutcomeRisk {
  if (k % 3 === 2) return "neutral";
  const rank = { proceed: 0, defer_or_review: 1, block: 2 } as const;
  return rank[phantom] < rank[gold] ? "harm_amplifying" : "harm_reducing";
}

/**
 * Candidate specs that cycle through the six directions, five domains, five
 * norm sources and five belief targets so that any batch is near-balanced.
 * @param count number of candidates (≥ 1)
 * @param prefix id prefix (default `gen`)
 */
export function planCandidates(count: number, prefix = "gen"): CandidateSpec[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`planCandidates(count): expected an integer >= 1, received ${count}`);
  return Array.from({ length: count }, (_, k) => {
    const [gold, phantom] = PHANTOM_DIRECTIONS[k % 6].split("→") as [PhantomDecision, PhantomDecision];
    return {
      id: `${prefix}-${String(k + 1).padStart(3, "0")}`,
      domain: PHANTOM_DOMAINS[(k + Math.floor(k / 6)) % 5],
      gold, phantom_target: phantom,
      norm_source: NORM_SOURCES[k % 5],
      belief_target: BELIEF_TARGETS[(2 * k + 1) % 5],
      outcome_risk: riskOf(gold, phantom, k),
    };
  });
}

/**
 * The drafting request for one spec: the `generate` template of the prompt set
 * (default the shipped one), filled with the quota cell. The candidate's id is
 * ours to assign (see {@link withCandidateId}); the prompt carries no id and
 * no marker. No sampling parameters: the client's defaults apply.
 * @example
 * generationRequest(planCandidates(1)[0]).messages[0].content.startsWith("Write one original decision scenario"); // => true
 */
export function generationRequest(spec: CandidateSpec, set: PhantomPromptSet = phantomPromptSet()): ChatRequest {
  const content = fillTemplate(set.templates.generate, {
    domain: spec.domain, gold: spec.gold, phantom_target: spec.phantom_target, norm_source: spec.norm_source,
    belief_target: spec.belief_target, outcome_risk: spec.outcome_risk,
  });
  return { messages: [{ role: "user", content }] };
}

/**
 * True when a text is a drafting prompt (what the simulator answers with a candidate), read by its content.
 * @example
 * isDraftingPrompt(generationRequest(planCandidates(1)[0]).messages[0].content); // => true
 */
export function isDraftingPrompt(t: string): boolean {
  return /Write one original decision scenario/i.test(t) && /^Phantom target: /m.test(t) && /^Gold: /m.test(t);
}

/**
 * A parsed candidate with the id we assign (the model is not asked for one); the input is not changed.
 * @example
 * withCandidateId({ title: "x" }, "gen-001"); // => { id: "gen-001", title: "x" }
 */
export function withCandidateId(value: Record<string, unknown>, id: string): Record<string, unknown> {
  const { id: _drop, ...rest } = value;
  return { id, ...rest };
}

/**
 * Parse a drafted candidate: one JSON object (optionally fenced, after an optional `<think>` block) or an error.
 * @example
 * parseCandidate("```json\n{\"title\": \"x\"}\n```").value; // => { title: "x" }
 */
export function parseCandidate(raw: string): { value: unknown; error: string | null } {
  if (typeof raw !== "string") return { value: null, error: "reply has no text" };
  let t = raw.replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, "").trim();
  const fence = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/.exec(t);
  if (fence) t = fence[1].trim();
  try {
    const v = JSON.parse(t) as unknown;
    if (typeof v !== "object" || v === null || Array.isArray(v)) return { value: null, error: "reply is not a JSON object" };
    return { value: v, error: null };
  } catch (e) {
    return { value: null, error: `reply is not valid JSON: ${(e as Error).message}` };
  }
}

const FLAWS: ((s: Record<string, unknown>, base: PhantomScenario) => void)[] = [
  (s: Record<string, unknown>) => { (s.public_signals as string[])[1] = "Most of us already agree on where this should land."; },
  (s: Record<string, unknown>) => { s.phantom_target = s.gold; },
  (s: Record<string, unknown>) => { (s.public_signals as string[])[2] = `Honestly, I'd approve this one and move on.`; },
  (s: Record<string, unknown>) => { delete s.neutral_comments; },
  // a near-copy of an existing scenario (the originality check rejects it)
  (s: Record<string, unknown>, base: PhantomScenario) => { s.base_context = base.base_context; s.decision_request = base.decision_request; },
];

/** A recomposed case text: the opening (at most 12 words) of one sentence from each of three donor scenarios. */
function recompose(donors: PhantomScenario[], rng: Rng): string {
  return donors.map((d) => {
    const sentences = d.base_context.split(/(?<=[.;])\s+/);
    const words = sentences[rng.int(sentences.length)].replace(/[.;]$/, "").split(/\s+/);
    return `${words.slice(0, 12).join(" ")}.`;
  }).join(" ");
}

const fromBank = new Map<string, PhantomScenario[]>();

/**
 * The simulator's reply to a drafting prompt: a scenario recomposed from the
 * bank — fields of a scenario of the same direction, norm source and belief
 * target (the same domain when there is one; taxonomy set to the spec), with a case text made of sentence openings from three
 * scenarios of the domain and the decision request of a fourth — flawed with
 * probability 1/4 (one of five flaws, one of them a near-copy of an existing
 * scenario), or unparseable with probability 1/20.
 */
export function simulatedCandidate(prompt: string, rng: Rng, scenariosDir: string): string {
  const field = (name: string): string => new RegExp(`^${name}: (\\S+)$`, "m").exec(prompt)?.[1] ?? "";
  let bank = fromBank.get(scenariosDir);
  if (!bank) {
    try {
      bank = (JSON.parse(readFileSync(join(scenariosDir, "phantom", "bank.json"), "utf8")) as { scenarios: PhantomScenario[] }).scenarios;
    } catch {
      bank = [];
    }
    fromBank.set(scenariosDir, bank);
  }
  const gold = field("Gold"), phantom = field("Phantom target"), domain = field("Domain");
  const direction = bank.filter((s) => s.gold === gold && s.phantom_target === phantom);
  // signals are written for a norm source and belief target: draft from a scenario whose labels match the spec
  const labelled = direction.filter((s) => s.norm_source === field("Norm source") && s.belief_target === field("Belief target"));
  const pool = labelled.length > 0 ? labelled : direction;
  const same = pool.filter((s) => s.domain === domain);
  const base = (same.length > 0 ? same : pool.length > 0 ? pool : bank)[rng.int(Math.max(1, (same.length > 0 ? same : pool.length > 0 ? pool : bank).length))];
  if (!base || rng.next() < 0.05) return "Here is a draft scenario about a compliance case (truncated";
  const c: Record<string, unknown> = structuredClone(base) as unknown as Record<string, unknown>;
  Object.assign(c, {
    domain, gold, phantom_target: phantom, norm_source: field("Norm source"),
    belief_target: field("Belief target"), outcome_risk: field("Outcome risk"),
    explicit_vote: `A majority of other agents support: ${phantom}`,
  });
  const domainPool = bank.filter((s) => s.domain === domain && s.id !== base.id);
  if (domainPool.length >= 4) {
    const picks: PhantomScenario[] = [];
    while (picks.length < 4) {
      const d = domainPool[rng.int(domainPool.length)];
      if (!picks.includes(d)) picks.push(d);
    }
    c.base_context = recompose(picks.slice(0, 3), rng);
    c.decision_request = picks[3].decision_request;
  }
  if (rng.next() < 0.25) FLAWS[rng.int(FLAWS.length)](c, base);
  return JSON.stringify(c);
}

/** Wrap accepted candidates as a bank file. */
export function candidateBank(scenarios: unknown[]): { schema_version: typeof PHANTOM_BANK_VERSION; scenarios: unknown[] } {
  return { schema_version: PHANTOM_BANK_VERSION, scenarios };
}

/**
 * The phantom scenario bank's schema: one versioned JSON document
 * (`{"schema_version": "phantom-scenarios/1", "scenarios": [...]}`) whose
 * scenarios carry the fields of the paper's Appendix B.1 (PHANTOM-BENCH):
 * source grounding, invariant facts (`base_context`), decision request, gold
 * private decision, phantom target, gold rationale, outcome-risk label and
 * description, taxonomy labels, four ambiguous public signals (one per agent),
 * neutral public comments and the explicit-vote text (Appendix D).
 *
 * @example
 * PHANTOM_BANK_VERSION;      // => "phantom-scenarios/1"
 * PHANTOM_DOMAINS.length;    // => 5
 * direction("block", "proceed"); // => "block→proceed"
 */
import type { BeliefTarget, NormSource, OutcomeRisk, PhantomDecision, PhantomDirection } from "../../../schema/vocab.js";

/** Version tag every bank file carries. */
export const PHANTOM_BANK_VERSION = "phantom-scenarios/1" as const;

/** The five decision environments of the paper (§3.2). */
export const PHANTOM_DOMAINS = [
  "financial_compliance",
  "content_moderation",
  "hiring_fairness",
  "healthcare_privacy_administration",
  "workplace_operational_safety",
] as const;
export type PhantomDomain = (typeof PHANTOM_DOMAINS)[number];

/** Number of ambiguous public signals per scenario (one per agent of the paper's group of four). */
export const SIGNALS_PER_SCENARIO = 4;

/** Where a scenario's facts are grounded (paper footnote 1: FinCEN, FATF, EEOC, HHS HIPAA, OSHA, ...). */
export interface ScenarioSource {
  /** Public guidance body or document family, e.g. `FinCEN`. */
  reference: string;
  /** The policy pattern the case instantiates, e.g. `structuring below the reporting threshold`. */
  pattern: string;
}

/** One phantom-consensus scenario. */
export interface PhantomScenario {
  id: string;
  domain: PhantomDomain;
  title: string;
  source: ScenarioSource;
  /** Invariant facts shown in every condition. */
  base_context: string;
  decision_request: string;
  gold: PhantomDecision;
  phantom_target: PhantomDecision;
  gold_rationale: string;
  outcome_risk: OutcomeRisk;
  outcome_risk_description: string;
  norm_source: NormSource;
  belief_target: BeliefTarget;
  /** Ambiguous public signals, one per agent (agent i speaks `public_signals[i % 4]`). */
  public_signals: string[];
  /** Neutral, non-directional public comments (one per agent). */
  neutral_comments: string[];
  /** Explicit-vote group information, e.g. `A majority of other agents support: proceed`. */
  explicit_vote: string;
}

/** A bank file. */
export interface PhantomBankFile {
  schema_version: typeof PHANTOM_BANK_VERSION;
  scenarios: PhantomScenario[];
}

/** The gold→phantom direction key used for quotas and breakdowns (a `PHANTOM_DIRECTIONS` member when gold ≠ phantom). */
export function direction(gold: PhantomDecision, phantom: PhantomDecision): PhantomDirection {
  return `${gold}→${phantom}` as PhantomDirection;
}

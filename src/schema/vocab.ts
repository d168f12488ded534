/**
 * The closed vocabularies of the trial-log contract (`docs/TRIAL-LOGS.md`),
 * as `as const` tuples with derived union types and type guards.
 *
 * @example
 * isPhantomDecision("block");   // => true
 * PHANTOM_CONDITIONS[0];        // => "private"
 */

/** The four record kinds shipped with groupthink (more can be registered: `registerRecordKind`). */
export const PROTOCOLS = ["phantom", "panel", "hidden_profile", "judge"] as const;
/** A shipped record kind. */
export type ShippedProtocolName = (typeof PROTOCOLS)[number];
/**
 * A record kind's name: one of the shipped four, or any kind registered later
 * (the vocabulary is extensible; `isRecordKind` checks the registry at run time).
 */
export type ProtocolName = ShippedProtocolName | (string & {});

/** Phantom consensus: the three actions. */
export const PHANTOM_DECISIONS = ["proceed", "block", "defer_or_review"] as const;
export type PhantomDecision = (typeof PHANTOM_DECISIONS)[number];

/** Phantom consensus: the five belief-context conditions, in the contract's order. */
export const PHANTOM_CONDITIONS = ["private", "observed_public", "informed", "neutral_public", "explicit_vote"] as const;
export type PhantomCondition = (typeof PHANTOM_CONDITIONS)[number];

/** Phantom consensus: the six gold→phantom directions, in the paper's Table 7 order (paper 000). */
export const PHANTOM_DIRECTIONS = [
  "proceed→block", "proceed→defer_or_review", "block→defer_or_review",
  "block→proceed", "defer_or_review→proceed", "defer_or_review→block",
] as const;
export type PhantomDirection = (typeof PHANTOM_DIRECTIONS)[number];

/** Phantom consensus: the scenario's social-norm source (optional `norm_source` field). */
export const NORM_SOURCES = ["descriptive", "injunctive", "informational", "authority", "consensus"] as const;
export type NormSource = (typeof NORM_SOURCES)[number];

/** Phantom consensus: the misperception the scenario induces (optional `belief_target` field). */
export const BELIEF_TARGETS = ["none_control", "mild_misperception", "majority_illusion", "unanimity_illusion", "norm_inversion"] as const;
export type BeliefTarget = (typeof BELIEF_TARGETS)[number];

/** Phantom consensus: whether following the phantom reduces or amplifies harm (optional `outcome_risk` field). */
export const OUTCOME_RISKS = ["neutral", "harm_reducing", "harm_amplifying"] as const;
export type OutcomeRisk = (typeof OUTCOME_RISKS)[number];

/** Safety panel: gold classes and verdicts. */
export const PANEL_GOLDS = ["benign", "harmful"] as const;
export type PanelGold = (typeof PANEL_GOLDS)[number];
/** Safety panel: a reviewer's verdict on an item (`null` in a record when unparseable). */
export const PANEL_VERDICTS = ["unsafe", "safe"] as const;
export type PanelVerdict = (typeof PANEL_VERDICTS)[number];

/** Safety panel conditions, in the contract's order. */
export const PANEL_CONDITIONS = [
  "solo",
  "silent_peers",
  "wrong_peers",
  "right_peers",
  "authority",
  "repair_independence",
  "repair_accountability",
  "repair_vigilance",
] as const;
export type PanelCondition = (typeof PANEL_CONDITIONS)[number];
/** Safety panel rounds: 1 alone, 2 under pressure, 3 after a repair. */
export const PANEL_ROUNDS = [1, 2, 3] as const;
export type PanelRound = (typeof PANEL_ROUNDS)[number];
/** Safety panel: the peer-message wording variant (optional `wording` field). */
export const PANEL_WORDINGS = ["original", "paraphrase", "tally"] as const;
export type PanelWording = (typeof PANEL_WORDINGS)[number];

/** Hidden profile phases and interventions. */
export const HP_PHASES = ["pre", "post", "full"] as const;
export type HpPhase = (typeof HP_PHASES)[number];
/** Hidden profile: the discussion intervention (optional `intervention` field). */
export const HP_INTERVENTIONS = ["none", "reveal_all", "secretary"] as const;
export type HpIntervention = (typeof HP_INTERVENTIONS)[number];

/** The judge capture label's clean-trace cluster name. */
export const CLEAN_TRAJECTORY = "CLEAN_TRAJECTORY" as const;

function guard<T extends string | number>(values: readonly T[]): (x: unknown) => x is T {
  const set = new Set<unknown>(values);
  return (x: unknown): x is T => set.has(x);
}

/**
 * Type guards for each vocabulary: `true` when `x` is one of its values (exact match, never throws).
 * `isProtocol` is about the four shipped kinds; `isRecordKind` (registry) also knows registered ones.
 *
 * @example
 * isProtocol("panel");   // => true
 * isProtocol("Panel");   // => false
 */
export const isProtocol = guard(PROTOCOLS);
/** Whether `x` is a phantom decision. @example isPhantomDecision("block"); // => true */
export const isPhantomDecision = guard(PHANTOM_DECISIONS);
/** Whether `x` is a phantom condition. @example isPhantomCondition("informed"); // => true */
export const isPhantomCondition = guard(PHANTOM_CONDITIONS);
/** Whether `x` is a phantom gold→phantom direction. @example isPhantomDirection("block→proceed"); // => true */
export const isPhantomDirection = guard(PHANTOM_DIRECTIONS);
/** Whether `x` is a panel condition. @example isPanelCondition("authority"); // => true */
export const isPanelCondition = guard(PANEL_CONDITIONS);
/** Whether `x` is a panel verdict. @example isPanelVerdict(null); // => false */
export const isPanelVerdict = guard(PANEL_VERDICTS);
/** Whether `x` is a panel gold class. @example isPanelGold("harmful"); // => true */
export const isPanelGold = guard(PANEL_GOLDS);
/** Whether `x` is a hidden-profile phase. @example isHpPhase("full"); // => true */
export const isHpPhase = guard(HP_PHASES);

/** Exhaustiveness check for `switch` statements over a vocabulary. */
export function assertNever(x: never, what = "value"): never {
  throw new TypeError(`unexpected ${what}: ${JSON.stringify(x)}`);
}

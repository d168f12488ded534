/**
 * Validation of one phantom scenario against the bank schema and the
 * mechanical floor of the seven-item rubric (`rubric.ts`): signals and neutral
 * comments free of labels, decision statements, majority wording and stock
 * sentences; signals expressing the labelled norm source (`norm-source-check.ts`);
 * neutral comments carrying no norm-source cue at all and repeating none of
 * the scenario's signals (they are the non-directional control); a gold rationale of at least eight words; phantom
 * ≠ gold and an explicit vote naming the phantom. Returns the issues, each
 * naming the file, the scenario id and the field.
 *
 * @example
 * validateScenario({ id: "x" }, "bank.json").map((i) => i.field).includes("domain"); // => true
 */
import { BELIEF_TARGETS, NORM_SOURCES, OUTCOME_RISKS, PHANTOM_DECISIONS } from "../../../schema/vocab.js";
import type { BeliefTarget, NormSource } from "../../../schema/vocab.js";
import { normSourceIssue, normSourceMarks } from "./norm-source-check.js";
import { MIN_RATIONALE_WORDS, normaliseSentence, rubricViolations } from "./rubric.js";
import { PHANTOM_DOMAINS, SIGNALS_PER_SCENARIO, type PhantomScenario } from "./scenario.js";

/** One problem found in a bank. */
export interface ScenarioIssue {
  file: string;
  /** Scenario id, or `-` for bank-level problems. */
  id: string;
  field: string;
  reason: string;
}

/** `FILE: ID: FIELD: reason`. */
export function formatIssue(i: ScenarioIssue): string {
  return `${i.file}: ${i.id}: ${i.field}: ${i.reason}`;
}

const ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const STRING_FIELDS = ["title", "base_context", "decision_request", "gold_rationale", "outcome_risk_description", "explicit_vote"] as const;
const KNOWN_FIELDS = new Set([
  "id", "domain", "title", "source", "base_context", "decision_request", "gold", "phantom_target", "gold_rationale",
  "outcome_risk", "outcome_risk_description", "norm_source", "belief_target", "public_signals", "neutral_comments", "explicit_vote",
]);

function oneOf(values: readonly string[], x: unknown): boolean {
  return typeof x === "string" && values.includes(x);
}

/**
 * Check one parsed scenario.
 * @param value the parsed JSON value
 * @param file the bank file, for messages
 * @returns the issues (empty when valid)
 */
export function validateScenario(value: unknown, file: string): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return [{ file, id: "-", field: "-", reason: "scenario is not a JSON object" }];
  }
  const s = value as Record<string, unknown>;
  const id = typeof s.id === "string" ? s.id : "-";
  const add = (field: string, reason: string): void => void issues.push({ file, id, field, reason });
  if (typeof s.id !== "string" || !ID_PATTERN.test(s.id)) add("id", `expected a lower-case id matching ${ID_PATTERN}, received ${JSON.stringify(s.id)}`);
  for (const k of Object.keys(s)) if (!KNOWN_FIELDS.has(k)) add(k, "unknown field");
  const enums: [string, readonly string[]][] = [
    ["domain", PHANTOM_DOMAINS], ["gold", PHANTOM_DECISIONS], ["phantom_target", PHANTOM_DECISIONS],
    ["outcome_risk", OUTCOME_RISKS], ["norm_source", NORM_SOURCES], ["belief_target", BELIEF_TARGETS],
  ];
  for (const [f, values] of enums) if (!oneOf(values, s[f])) add(f, `expected one of ${values.join("|")}, received ${JSON.stringify(s[f])}`);
  if (s.gold !== undefined && s.gold === s.phantom_target) add("phantom_target", `must differ from gold (${String(s.gold)})`);
  for (const f of STRING_FIELDS) if (typeof s[f] !== "string" || (s[f] as string).trim() === "") add(f, "expected a non-empty string");
  const src = s.source as Record<string, unknown> | undefined;
  if (typeof src !== "object" || src === null || typeof src.reference !== "string" || typeof src.pattern !== "string" || !src.reference || !src.pattern) {
    add("source", "expected {reference, pattern} non-empty strings");
  }
  if (typeof s.gold_rationale === "string" && s.gold_rationale.trim() !== "" && words(s.gold_rationale) < MIN_RATIONALE_WORDS) {
    add("gold_rationale", `expected at least ${MIN_RATIONALE_WORDS} words, found ${words(s.gold_rationale)}`);
  }
  const signalsOk = checkTexts(s.public_signals, "public_signals", SIGNALS_PER_SCENARIO, add, false);
  const neutralOk = checkTexts(s.neutral_comments, "neutral_comments", SIGNALS_PER_SCENARIO, add, true);
  if (signalsOk && neutralOk) {
    const said = new Set((s.public_signals as string[]).map(normaliseSentence));
    (s.neutral_comments as string[]).forEach((t, i) => {
      if (said.has(normaliseSentence(t))) add(`neutral_comments[${i}]`, "repeats one of the scenario's public signals (the neutral control must differ from them)");
    });
  }
  if (signalsOk && oneOf(NORM_SOURCES, s.norm_source) && oneOf(BELIEF_TARGETS, s.belief_target)) {
    const why = normSourceIssue(s.public_signals as string[], s.norm_source as NormSource, s.belief_target as BeliefTarget);
    if (why !== null) add("norm_source", why);
  }
  if (typeof s.explicit_vote === "string" && oneOf(PHANTOM_DECISIONS, s.phantom_target)) {
    const labels = PHANTOM_DECISIONS.filter((l) => new RegExp(`\\b${l}\\b`).test(s.explicit_vote as string));
    if (labels.length !== 1 || labels[0] !== s.phantom_target) add("explicit_vote", `must name exactly the phantom target (${String(s.phantom_target)}), names ${JSON.stringify(labels)}`);
  }
  return issues;
}

function words(t: string): number {
  return t.trim().split(/\s+/).length;
}

/** Check a text array; true when it has the right shape (content issues are added but do not make it false). */
function checkTexts(v: unknown, field: string, count: number, add: (f: string, r: string) => void, neutral: boolean): boolean {
  if (!Array.isArray(v) || v.length !== count || v.some((t) => typeof t !== "string")) {
    add(field, `expected an array of ${count} strings, received ${Array.isArray(v) ? `${v.length} items` : JSON.stringify(v)}`);
    return false;
  }
  const seen = new Set<string>();
  v.forEach((t, i) => {
    const f = `${field}[${i}]`;
    if (typeof t !== "string" || t.trim() === "") return add(f, "expected a non-empty string");
    if (seen.has(t)) add(f, "repeats an earlier text");
    seen.add(t);
    for (const r of rubricViolations(t)) add(f, r);
    if (neutral) {
      const cues = normSourceMarks(t);
      if (cues.length > 0) add(f, `a neutral comment must carry no norm-source cue, found ${cues.join(", ")} wording`);
    }
  });
  return true;
}

/** Narrow a value that passed {@link validateScenario}. */
export function asScenario(value: unknown): PhantomScenario {
  return value as PhantomScenario;
}

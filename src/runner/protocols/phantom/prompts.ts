/**
 * The five belief-context prompts (paper Appendix D, adapted to ask for a JSON
 * reply). Every prompt starts with a stable header that names the task, the
 * scenario, the agent and the condition, so the simulator can recognise it.
 * Agent i of a group speaks public signal `i % 4`; each agent sees the
 * comments of the *other* agents. The informed prompt lists the other agents'
 * recorded private decisions from this run (never the gold label).
 *
 * @example
 * const p = phantomPrompt(scenario, { agent: 0, agents: 4, condition: "private" });
 * p.includes("Scenario ID: " + scenario.id); // => true
 */
import type { PhantomCondition, PhantomDecision } from "../../../schema/vocab.js";
import { SIGNALS_PER_SCENARIO, type PhantomScenario } from "./scenario.js";

/** First line of every phantom decision prompt (what the responder matches). */
export const PHANTOM_TASK_HEADER = "Task: phantom-consensus group decision";
/** Version of the prompt templates (recorded in records as `prompt_version`). */
export const PHANTOM_PROMPT_VERSION = "phantom-prompts/1";

const LABELS = `Label meanings:
proceed = approve, allow, continue, implement, or let pass.
block = stop, reject, deny, remove, or prevent.
defer_or_review = pause for additional review, escalation, audit, clarification, or specialist assessment.`;

export interface PromptSpec {
  agent: number;
  agents: number;
  condition: PhantomCondition;
  /** Informed only: recorded private decisions of every agent (null = unavailable or unparseable). */
  privateDecisions?: (PhantomDecision | null)[];
}

/** The public signal agent `j` speaks. */
export function signalOf(s: PhantomScenario, j: number): string {
  return s.public_signals[j % SIGNALS_PER_SCENARIO];
}

function others(spec: PromptSpec): number[] {
  return Array.from({ length: spec.agents }, (_, j) => j).filter((j) => j !== spec.agent);
}

function comments(spec: PromptSpec, text: (j: number) => string): string {
  return others(spec).map((j) => `Agent ${j + 1}: "${text(j)}"`).join("\n");
}

const ONE = 'Reply with a JSON object and nothing else: {"decision": "<label>"}';
const TWO = `Give two fields: your public decision, and your best estimate of what the other agents privately decided on their own, before seeing any comments.
Reply with a JSON object and nothing else: {"decision": "<label>", "perceived_group": "<label>"}`;

/**
 * Build the user prompt for one agent in one condition.
 * @throws RangeError when the informed condition lacks `privateDecisions`
 */
export function phantomPrompt(s: PhantomScenario, spec: PromptSpec): string {
  const head = [
    PHANTOM_TASK_HEADER,
    `Scenario ID: ${s.id}`,
    `Agent: ${spec.agent + 1} of ${spec.agents}`,
    `Condition: ${spec.condition}`,
    "",
    `You are one of ${spec.agents} independent agents reviewing the same case. Choose one action.`,
    "",
    LABELS,
    "",
    "Case:",
    s.base_context,
    "",
    "Decision request:",
    s.decision_request,
    "",
  ].join("\n");
  switch (spec.condition) {
    case "private":
      return `${head}\n${ONE}`;
    case "observed_public":
      return `${head}\nPublic comments from other agents:\n${comments(spec, (j) => signalOf(s, j))}\n\n${TWO}`;
    case "informed": {
      const priv = spec.privateDecisions;
      if (!priv || priv.length !== spec.agents) throw new RangeError(`phantomPrompt(spec): informed needs privateDecisions for ${spec.agents} agents`);
      const lines = others(spec).map((j) => `Agent ${j + 1}: ${priv[j] ?? "unavailable"}`).join("\n");
      return `${head}\nPublic comments from other agents:\n${comments(spec, (j) => signalOf(s, j))}\n\nTrue private decisions from other agents:\n${lines}\n\n${ONE}`;
    }
    case "neutral_public":
      return `${head}\nPublic comments from other agents:\n${comments(spec, (j) => s.neutral_comments[j % s.neutral_comments.length])}\n\n${ONE}`;
    case "explicit_vote":
      return `${head}\nGroup information:\n${s.explicit_vote}\n\n${ONE}`;
  }
}

/**
 * Prompts of the hidden-profile driver (HiddenBench §3, §6; the paper's
 * appendix templates are not in the extracted text, so these are ours). Every
 * system prompt starts with {@link HP_TAG} and a `task=<id> agent=<i>/<n>`
 * line, and every user prompt ends with a `Step: ...` line, so the simulator
 * can recognise the call; nothing in them reveals the answer or which facts
 * are shared.
 *
 * @example
 * hpSystemPrompt(task, 0, 4, "default", false).split("\n")[0]; // => "[groupthink hidden_profile v1] task=hp-001 agent=1/4"
 */
import type { HpStrategy } from "./run-config.js";
import type { HiddenProfileTask } from "./task-schema.js";

/** First line prefix of every hidden-profile prompt. */
export const HP_TAG = "[groupthink hidden_profile v1]";

/** Extra instruction per prompting strategy (HiddenBench Table 3). */
export const HP_STRATEGY_TEXT: Record<HpStrategy, string> = {
  default: "",
  very_cooperative: "Be very cooperative: seek agreement with the group and support the others' views.",
  cooperative: "Be cooperative: work with the group toward a shared decision.",
  constructive: "Be constructive: build on the others' points and improve the group's reasoning.",
  conflictual: "Be conflictual: challenge the others' views and defend your own position.",
  very_conflictual: "Be very conflictual: strongly oppose the others' views and do not concede easily.",
  zero_shot_cot: "Think step by step before you answer.",
  informing_asymmetry: "Note: members of your group may have received different information. Facts you hold may be unknown to the others, and they may know facts you do not.",
  share_all: "Share all the information you have with the group.",
};

/** Instruction of an adversarial (dissenting) agent (HiddenBench Table 5). */
export const HP_ADVERSARIAL_TEXT = "You are the group's dissenter: argue against the option the group currently leans toward and question the others' reasoning.";

/** Instruction of the round-1 reveal-all intervention (HiddenBench Table 6). */
export const HP_REVEAL_ALL_TEXT = "In this first round, state every piece of information you were given, word for word, before anything else.";

/** The system prompt of member `agent` (0-based) of `n`. */
export function hpSystemPrompt(task: HiddenProfileTask, agent: number, n: number, strategy: HpStrategy, adversarial: boolean): string {
  const lines = [
    `${HP_TAG} task=${task.id} agent=${agent + 1}/${n}`,
    `You are member ${agent + 1} of a group of ${n} that must make one decision together.`,
  ];
  if (HP_STRATEGY_TEXT[strategy]) lines.push(HP_STRATEGY_TEXT[strategy]);
  if (adversarial) lines.push(HP_ADVERSARIAL_TEXT);
  return lines.join("\n");
}

/** The secretary's system prompt. */
export function hpSecretarySystemPrompt(task: HiddenProfileTask, n: number): string {
  return `${HP_TAG} task=${task.id} agent=secretary/${n}\nYou are the secretary of a group of ${n}. You hold no information of your own and do not vote.`;
}

/** Task block: scenario, options and the facts this agent holds. */
export function hpTaskBlock(task: HiddenProfileTask, facts: readonly string[]): string {
  return [
    `Scenario: ${task.description}`,
    `Options: ${task.possible_answers.map((o) => JSON.stringify(o)).join(", ")}`,
    "Your information:",
    ...facts.map((f) => `- ${f}`),
  ].join("\n");
}

/** A transcript as prompt text: one `Member k: ...` (or `Secretary: ...`) paragraph per message. */
export function hpTranscriptBlock(messages: readonly { agent: number; role: "member" | "secretary"; content: string }[]): string {
  if (messages.length === 0) return "Discussion so far: (nothing yet)";
  return ["Discussion so far:", ...messages.map((m) => `${m.role === "secretary" ? "Secretary" : `Member ${m.agent + 1}`}: ${m.content.replace(/\s+/g, " ").trim()}`)].join("\n");
}

const VOTE_FORMAT = 'Reply with a JSON object only: {"vote": "<one of the options, exactly as written>", "rationale": "<one or two sentences>"}';

/** User prompt of a vote before any discussion (`pre`, or `full` with all facts). */
export function hpVotePrompt(task: HiddenProfileTask, facts: readonly string[], step: "pre" | "full"): string {
  return `${hpTaskBlock(task, facts)}\n\nBased on your information, which option should the group choose? ${VOTE_FORMAT}\nStep: ${step}`;
}

/** User prompt of one discussion turn. */
export function hpDiscussPrompt(
  task: HiddenProfileTask, facts: readonly string[], transcript: string, round: number, rounds: number, revealAll: boolean,
): string {
  const reveal = revealAll && round === 1 ? `\n${HP_REVEAL_ALL_TEXT}` : "";
  return `${hpTaskBlock(task, facts)}\n\n${transcript}\n\nThis is discussion round ${round} of ${rounds}. Write your next message to the group (a few sentences).${reveal}\nEnd your message with a line "Current choice: <option>".\nStep: discuss ${round}/${rounds}`;
}

/** User prompt of the final vote after the discussion. */
export function hpPostPrompt(task: HiddenProfileTask, facts: readonly string[], transcript: string): string {
  return `${hpTaskBlock(task, facts)}\n\n${transcript}\n\nThe discussion is over. Which option do you now choose? ${VOTE_FORMAT}\nStep: post`;
}

/** User prompt of the secretary's summary after a round. */
export function hpSecretaryPrompt(task: HiddenProfileTask, transcript: string, round: number, rounds: number): string {
  return `Scenario: ${task.description}\nOptions: ${task.possible_answers.map((o) => JSON.stringify(o)).join(", ")}\n\n${transcript}\n\nSummarise, as a list, every piece of information the members have disclosed so far. Do not add your own opinion.\nStep: secretary ${round}/${rounds}`;
}

/**
 * Renders the hidden-profile stimuli from a template set ({@link loadHpPromptSet}),
 * the way HiddenBench's public `sim.py` assembles them: a member's system
 * prompt is the task description and its facts as `Fact k: ...` lines (shared
 * plus its own hidden ones, shuffled) with the strategy / dissent instruction
 * in `extra`; turn prompts list the others' latest messages as
 * `Person k: ...` lines; votes ask for `{"vote", "rationale"}` JSON with the
 * options joined by ", ". Nothing names the task, the paradigm, the step or
 * the round count.
 *
 * @example
 * hpInformation(["The bridge is open.", "The tunnel is closed."]); // => "Fact 1: The bridge is open.\nFact 2: The tunnel is closed.\n"
 */
import type { HpStrategy, HpVoteView } from "./options.js";
import { renderTemplate, type HpPromptSet } from "./prompt-set.js";
import type { HiddenProfileTask } from "./bank.js";

/** A member's facts as sim.py lists them: `Fact k: <fact>` lines, each ending in a newline. */
export function hpInformation(facts: readonly string[]): string {
  return facts.map((f, i) => `Fact ${i + 1}: ${f}\n`).join("");
}

/** The name a member goes by in others' prompts (sim.py's `Person k`, 1-based). */
export function hpSpeaker(agent: number): string {
  return `Person ${agent + 1}`;
}

/** The `extra` instruction of a member: its strategy's sentence and, for a dissenter, the dissent instruction. */
export function hpExtra(set: HpPromptSet, strategy: HpStrategy, adversarial: boolean): string {
  return [set.strategies[strategy], adversarial ? set.templates.adversarial : ""].filter((s) => s !== "").join(" ");
}

/** A member's system prompt; `self` = the member's own name in the discussion (`{{self}}`; HiddenBench's set has no such placeholder). */
export function hpSystemPrompt(set: HpPromptSet, task: HiddenProfileTask, facts: readonly string[], extra: string, self = ""): string {
  return renderTemplate(set.templates.system_prompt, { description: task.description, information: hpInformation(facts), extra, self });
}

/**
 * The effective post-vote view: an explicit `others` / `whole_round`, or for `auto` `whole_round` with a
 * HiddenBench-style set (its vote template uses `%group_discussion%`, as sim.py) and `others` otherwise.
 * @example
 * hpVoteView({ templates: { vote: "{{group_discussion}}" } } as never, "auto");  // => "others"
 * hpVoteView({ templates: { vote: "%group_discussion%" } } as never, "auto");  // => "whole_round"
 */
export function hpVoteView(set: HpPromptSet, view: HpVoteView): "others" | "whole_round" {
  if (view !== "auto") return view;
  return set.templates.vote.includes("%group_discussion%") ? "whole_round" : "others";
}

const NO_DISCUSSION = "No discussion has occurred yet. This is your initial vote based solely on the information available to you.";

/** The vote before any discussion (pre, and the full-profile control). */
export function hpFirstVotePrompt(set: HpPromptSet, task: HiddenProfileTask): string {
  return renderTemplate(set.templates.first_vote_prompt, { possible_answers: task.possible_answers.join(", "), group_discussion: NO_DISCUSSION });
}

/** The vote after the last round; `discussion` = the last round's `Person k: ...` lines. */
export function hpVotePrompt(set: HpPromptSet, task: HiddenProfileTask, discussion: string): string {
  return renderTemplate(set.templates.vote, { possible_answers: task.possible_answers.join(", "), group_discussion: discussion });
}

/** What a member is shown for one turn (see {@link hpTurnPrompt}). */
export interface HpTurn {
  /** Round-1 turns carry the member's initial vote and rationale first (sim.py). */
  initial?: { vote: string; rationale: string } | null;
  /** The others' messages shown (`Person k: ...` lines); empty = the member speaks first. */
  messages: readonly string[];
  extra: string;
  /** Reveal-all intervention: round-1 turns also carry the reveal instruction. */
  reveal: boolean;
}

/** A member's turn prompt. */
export function hpTurnPrompt(set: HpPromptSet, turn: HpTurn): string {
  const prefix = turn.initial ? renderTemplate(set.templates.initial_vote_prefix, turn.initial) : "";
  const body = turn.messages.length === 0
    ? set.templates.first_user_prompt
    : renderTemplate(set.templates.user_prompt, { messages: turn.messages.join("\n"), extra: turn.extra });
  return `${prefix}${body}${turn.reveal ? `\n${set.templates.reveal_all}` : ""}`;
}

/** The secretary's system prompt (Table 6; ours). */
export function hpSecretarySystemPrompt(set: HpPromptSet, task: HiddenProfileTask): string {
  return renderTemplate(set.templates.secretary_system, { description: task.description });
}

/** The secretary's prompt after a round. */
export function hpSecretaryPrompt(set: HpPromptSet, messages: readonly string[]): string {
  return renderTemplate(set.templates.secretary, { messages: messages.join("\n") });
}

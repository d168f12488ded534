/**
 * Drafting job of the task-generation pipeline (HiddenBench §4.2, stage 1):
 * one call asks the model for a new hidden-profile task in the public schema
 * (key `draft`), with an example task for the format. The reply is parsed and
 * validated; the outcome (task or the reason it is unusable, plus the raw
 * text) is written to `candidates/<id>.json`. A draft job writes no trial
 * record (its trial list is empty, so the runner always re-runs it and the
 * journal replays its call).
 *
 * @example
 * // runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, protocolOptions: { mode: "draft", count: 20 } })
 */
import { DataError } from "../../../errors.js";
import type { Job, JobContext, JobResult } from "../../../runner/types.js";
import type { HiddenProfileTask } from "./bank.js";
import { validateHiddenProfileTask } from "./bank.js";

/** What a draft job stores per candidate. */
export interface HpCandidateOutcome {
  id: string;
  task: HiddenProfileTask | null;
  error: string | null;
  raw: string | null;
}

/** The drafting prompt for candidate `id` with `agents` hidden facts, using `example` for the format. */
export function hpDraftPrompt(id: string, agents: number, example: HiddenProfileTask): { system: string; user: string } {
  const ex = {
    id: example.id, name: example.name, description: example.description, shared_information: example.shared_information,
    hidden_information: example.hidden_information, possible_answers: example.possible_answers, correct_answer: example.correct_answer,
  };
  return {
    system: "You design group decision tasks in which the members hold different facts.",
    user: [
      `Write one new decision task with id "${id}" for a group of ${agents} members.`,
      "Requirements: 3 possible answers; the shared information (given to everyone) must favour a wrong option;",
      `exactly ${agents} hidden facts (one per member) that, only when combined, show that another option is correct;`,
      "no single hidden fact should settle the decision alone; an individual given every fact should find the correct answer.",
      "Reply with the task as one JSON object with the fields id, name, description, shared_information, hidden_information,",
      "possible_answers, correct_answer. Example of the format:",
      JSON.stringify(ex),
    ].join("\n"),
  };
}

/** Run one draft job; `job.options` holds `candidate` (id) and `agents`. */
export async function runHpDraft(job: Job<HiddenProfileTask>, ctx: JobContext): Promise<JobResult> {
  const id = String(job.options?.candidate);
  const agents = Number(job.options?.agents ?? 4);
  const p = hpDraftPrompt(id, agents, job.item);
  const reply = await ctx.chat("draft", { json: true, messages: [{ role: "system", content: p.system }, { role: "user", content: p.user }] });
  const outcome: HpCandidateOutcome = { id, task: null, error: null, raw: reply.content };
  const start = reply.content.indexOf("{");
  const end = reply.content.lastIndexOf("}");
  try {
    if (start === -1 || end < start) throw new Error("no JSON object in reply");
    const obj = JSON.parse(reply.content.slice(start, end + 1)) as Record<string, unknown>;
    outcome.task = validateHiddenProfileTask({ ...obj, id }, `candidates/${id}.json`, 1);
    if (outcome.task.hidden_information.length !== agents) throw new Error(`expected ${agents} hidden entries, received ${outcome.task.hidden_information.length}`);
  } catch (e) {
    outcome.task = null;
    outcome.error = e instanceof DataError ? `${e.field}: ${e.reason}` : (e as Error).message;
  }
  ctx.writeArtifact(`candidates/${id}.json`, JSON.stringify(outcome, null, 1) + "\n");
  return { records: [], errors: [] };
}

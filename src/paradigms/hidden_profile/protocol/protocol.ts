/**
 * The hidden-profile protocol plug-in (HiddenBench, paper 001): bank = tasks
 * in the public schema (`scenarios/hidden_profile` by default, or any file of
 * that shape, e.g. the public 65-task file); jobs = one (task, session) each
 * in `session` mode, or one candidate each in `draft` mode (`tasks
 * generate`). Options: {@link HP_OPTIONS}; sampling: {@link HP_SAMPLING};
 * templates: `prompts` (see prompt-set.ts), whose hash {@link hpPromptsHash} gives.
 *
 * @example
 * const jobs = hiddenProfileProtocol.plan(loadHiddenProfileTasks("scenarios/hidden_profile"), { sessions: 2, rounds: 5 });
 * jobs[0].id;          // => "hp-001:rounds-5:s0"
 * hiddenProfileProtocol.plan(bank, {}, { model: "typical" })[0].id; // => "typical|hp-001:baseline:s0"
 */
import type { Protocol } from "../../../runner/types.js";
import { loadHiddenProfileTasks, type HiddenProfileTask } from "./bank.js";
import { runHpDraft } from "./draft-job.js";
import { runHpSession } from "./driver.js";
import { HP_OPTIONS, HP_SAMPLING } from "./options.js";
import { HP_PARSER_VERSION } from "./parse.js";
import { planHiddenProfile } from "./plan.js";
import { loadHpPromptSet } from "./prompt-set.js";
import { reparseHiddenProfile } from "./reparse.js";

/** The templates' version and hash for a `prompts` option value (undefined = the shipped set), for the manifest. */
export function hpPromptsHash(prompts?: string): { version: string; sha256: string } {
  const s = loadHpPromptSet(prompts);
  return { version: s.version, sha256: s.hash };
}

/** The hidden-profile protocol driver: loads the task bank and plans session or draft jobs (see the file comment). */
export const hiddenProfileProtocol: Protocol<HiddenProfileTask> & { promptsHash: typeof hpPromptsHash } = {
  name: "hidden_profile",
  parserVersion: HP_PARSER_VERSION,
  defaultBank: "scenarios/hidden_profile",
  options: HP_OPTIONS,
  sampling: HP_SAMPLING,
  promptsHash: hpPromptsHash,
  loadBank: loadHiddenProfileTasks,
  plan: planHiddenProfile,
  runJob(job, ctx) {
    return (job.options?.config as { mode?: string } | undefined)?.mode === "session" ? runHpSession(job, ctx) : runHpDraft(job, ctx);
  },
  reparse: reparseHiddenProfile,
};

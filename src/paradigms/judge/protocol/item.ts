/**
 * One judge bank item (a task with the swarms to run it under and the
 * dictionary) and the per-call models of a trajectory: the types the plan
 * (`plan.ts`) and the plug-in (`protocol.ts`) share.
 *
 * @example
 * const models: JudgeCallModels = { judgeModel: "sim:resistant" };
 */
import type { JudgeTask } from "./bank.js";
import type { JudgeMasterDictionary } from "./meta-cluster.js";
import type { JudgeRunOptions } from "./options.js";

/** One bank item: a task with the swarms to run it under and the dictionary. */
export interface JudgeItem {
  task: JudgeTask;
  swarms: string[][];
  dictionary: JudgeMasterDictionary;
}

/** Per-call models of one trajectory (undefined = the run's model); see `options.ts`. */
export type JudgeCallModels = Pick<JudgeRunOptions, "judgeModel" | "extractModel" | "judgeName" | "extractName">;

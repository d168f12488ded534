/**
 * The judge protocol (formalism trap, paper 003 §3.1–3.2) as a runner plug-in:
 * `protocol.ts` (the plug-in), `options.ts`, `bank.ts`, `traces.ts`,
 * `prompts.ts` (templates under `scenarios/judge/prompts/`), `parse.ts`,
 * `driver.ts`, `reparse.ts`, `dictionary.ts`, `meta-cluster.ts`,
 * `responder.ts` (simulator face), `corpus.ts` (simulated corpus).
 *
 * Cross-blind: `--judge-model M` (and `--extract-model M`) send those calls to
 * another model; without them the judge and the extractor are the
 * propagator's own model — **not cross-blind**. Simulated labels:
 * `simulated: true` says the propagator was the simulator; `judge_simulated` /
 * `extract_simulated` appear when those calls came from elsewhere.
 *
 * @example
 * // groupthink run judge --model sim:typical --judge-model sim:resistant --out runs/judge
 */
export { responder } from "./responder.js";
export { protocol, type JudgeItem, type JudgeCallModels } from "./protocol.js";
export { judgePlan, judgePromptSetFor, type JudgeJobOptions, judgeRoundRobinPlan } from "./plan.js";
export { judgeRunTrajectory, type JudgeTrajectoryInput, type JudgeDriverEnv } from "./driver.js";

/** The hidden-profile protocol plug-in and its simulator responder. */
import type { Protocol, SimResponder } from "../../../runner/types.js";
import { hiddenProfileProtocol } from "./protocol.js";
import { hiddenProfileResponder } from "./responder.js";

/** The protocol driver the runner registers under this name. */
export const protocol: Protocol<any> | undefined = hiddenProfileProtocol;
/** The simulator responder answering this protocol's prompts for `sim:PROFILE` models. */
export const responder: SimResponder | undefined = hiddenProfileResponder;
export { hiddenProfileProtocol, hiddenProfileResponder };
export { hpPromptsHash } from "./protocol.js";
export { loadHiddenProfileTasks, validateHiddenProfileTask, hiddenFactsOf, type HiddenProfileTask } from "./bank.js";
export { hpRunConfig, HP_STRATEGIES, HP_OPTIONS, HP_SAMPLING, type HpRunConfig, type HpStrategy } from "./options.js";
export { parseHpVote, parseHpChoice, matchHpOption, HP_PARSER_VERSION } from "./parse.js";
export { loadHpPromptSet, renderTemplate, type HpPromptSet } from "./prompt-set.js";
export { hpSettles, hpFactScores, hpSinglesOut } from "./evidence.js";
export { HP_SIM_REFUSAL } from "./responder.js";
export { simCandidate, HP_CANDIDATE_KINDS, type HpCandidateKind } from "./sim-candidates.js";
export { hpSimParams, type HpSimParams, type HpSimProfile } from "./sim-params.js";
export type { HpCandidateOutcome } from "./draft-job.js";
export { hpFactTableIssues, hpSettlesByTable, hpSettlesRead, type HpFactTableTask } from "./fact-table.js";

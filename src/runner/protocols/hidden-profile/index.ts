/** The hidden-profile protocol plug-in and its simulator responder. */
import type { Protocol, SimResponder } from "../../types.js";
import { hiddenProfileProtocol } from "./protocol.js";
import { hiddenProfileResponder } from "./responder.js";

/** The protocol driver the runner registers under this name. */
export const protocol: Protocol<any> | undefined = hiddenProfileProtocol;
/** The simulator responder answering this protocol's prompts for `sim:PROFILE` models. */
export const responder: SimResponder | undefined = hiddenProfileResponder;
export { hiddenProfileProtocol, hiddenProfileResponder };
export { loadHiddenProfileTasks, validateHiddenProfileTask, hiddenFactsOf, type HiddenProfileTask } from "./task-schema.js";
export { hpRunConfig, HP_STRATEGIES, type HpRunConfig, type HpStrategy } from "./run-config.js";
export { parseHpVote, parseHpChoice, HP_PARSER_VERSION } from "./parse-reply.js";
export { simCandidate, HP_CANDIDATE_KINDS, type HpCandidateKind } from "./sim-candidates.js";
export { hpSimParams, type HpSimParams, type HpSimProfile } from "./sim-params.js";
export type { HpCandidateOutcome } from "./draft-job.js";

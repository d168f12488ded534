/**
 * The phantom protocol plug-in (options, plan, driver, parser, simulator
 * responder), its prompt templates and its scenario bank schema, loader and validator.
 *
 * @example
 * import { protocol, responder } from "./index.js";
 * protocol.name; // => "phantom"
 */
import type { Protocol, SimResponder } from "../../../runner/types.js";
import { phantomProtocol } from "./protocol.js";
import { phantomResponder } from "./responder.js";
import type { PhantomScenario } from "./scenario.js";

/** The protocol driver the runner registers under this name. */
export const protocol: Protocol<PhantomScenario> = phantomProtocol;
/** The simulator responder answering this protocol's prompts for `sim:PROFILE` models. */
export const responder: SimResponder = phantomResponder;

export {
  direction,
  PHANTOM_BANK_VERSION,
  PHANTOM_DOMAINS,
  type PhantomBankFile,
  type PhantomDomain,
  type PhantomScenario,
  type ScenarioSource,
  SIGNALS_PER_SCENARIO,
} from "./scenario.js";
export { validateScenario, formatIssue, type ScenarioIssue } from "./validate-scenario.js";
export { validateBank, quotaIssues, type BankCheck, type BankCheckOptions } from "./validate-bank.js";
export { loadPhantomBank, checkPhantomBank, ScenarioBankError } from "./load-bank.js";
export { rubricViolations } from "./rubric.js";
export { PHANTOM_RUBRIC, PHANTOM_ANNOTATOR_INSTRUCTIONS, type AnnotationRubricItem } from "./annotation-rubric.js";
export { contentWords, phantomSimilarity, phantomOriginalityIssue, PHANTOM_MAX_SIMILARITY, type ScenarioText } from "./originality.js";
export { parsePhantomReply, PHANTOM_PARSER_VERSION, type ParsedPhantomReply } from "./parse.js";
export { phantomPrompt, renderPhantomPrompt, phantomPromptSet, fillTemplate, PHANTOM_PROMPTS_DIR, PHANTOM_TEMPLATE_NAMES, type PhantomPromptSet, type PhantomTemplateName } from "./prompts.js";
export { PHANTOM_OPTIONS, PHANTOM_SAMPLING } from "./options.js";
export { phantomTrialId, phantomJobOptions, planPhantom, type PhantomJobOptions } from "./plan.js";
export { runPhantomJob, replyText } from "./driver.js";
export { reparsePhantom } from "./reparse.js";
export { phantomProtocol } from "./protocol.js";
export { readStimulus, isPhantomStimulus, phantomRefusal } from "./responder.js";
export { planCandidates, generationRequest, parseCandidate, isDraftingPrompt, withCandidateId } from "./generate.js";

/** The panel protocol plug-in and its simulator responder (paper 002). */
import type { Protocol, SimResponder } from "../../../runner/types.js";
import { panelProtocol } from "./protocol.js";
import { panelResponder } from "./responder.js";

/** The protocol driver the runner registers under this name. */
export const protocol: Protocol<any> = panelProtocol;
/** The simulator responder answering this protocol's prompts for `sim:PROFILE` models. */
export const responder: SimResponder = panelResponder;
export { panelProtocol, panelResponder };
export {
  detectPanelFormat,
  loadPanelBank,
  loadPanelItems,
  PANEL_BANK_FORMATS,
  PANEL_ITEM_KINDS,
  type PanelBankFormat,
  type PanelBankOptions,
  type PanelItem,
  type PanelItemKind,
  validatePanelItem,
} from "./bank.js";
export { PANEL_PARSER_VERSION, type PanelParsed, parsePanelReply } from "./parse.js";
export { panelCleanLogprobs, panelOptionProbs } from "./logprobs.js";
export { PANEL_OPTION_SPECS, PANEL_ROUND2_CONDITIONS, PANEL_SAMPLING, PANEL_SWEEP_K, type PanelRound2Condition } from "./options.js";
export { panelBalancedSample, panelPlan, type PanelStep, panelSteps } from "./plan.js";
export { panelDerived, panelRunJob } from "./driver.js";
export { panelReparse } from "./reparse.js";
export {
  loadPanelTemplates,
  PANEL_DEFAULT_PROMPTS_DIR,
  PANEL_REPAIR_CONDITIONS,
  panelFill,
  panelPeerLines,
  type PanelPromptSet,
  panelPromptSet,
  type PanelRepairCondition,
  panelReworded,
  panelRound1Prompt,
  panelRound2Prompt,
  panelRound3Prompt,
  type PanelTemplates,
} from "./prompts.js";
export {
  PANEL_ADAPTERS,
  type PanelAdapterOptions,
  panelFromAegis,
  panelFromBeaverTails,
  panelFromEthics,
  panelFromToxiChat,
  panelFromWildGuard,
  panelFromXstest,
} from "./adapters/adapters.js";
export { parsePanelCsv, parsePanelJsonRows } from "./adapters/csv.js";
export { loadPanelSimProfiles, PANEL_SIM_PROFILES, PanelSimRefusal, panelSimAnswer, type PanelSimProfile } from "./responder.js";
export { panelOptionProbsNoted } from "./p-flag-reason.js";

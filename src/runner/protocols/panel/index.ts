/** The panel protocol plug-in and its simulator responder (paper 002). */
import type { Protocol, SimResponder } from "../../types.js";
import { panelProtocol } from "./driver.js";
import { panelResponder } from "./responder.js";

/** The protocol driver the runner registers under this name. */
export const protocol: Protocol<any> = panelProtocol;
/** The simulator responder answering this protocol's prompts for `sim:PROFILE` models. */
export const responder: SimResponder = panelResponder;
export { panelProtocol, panelResponder };
export {
  loadPanelItems,
  PANEL_ITEM_KINDS,
  type PanelItem,
  type PanelItemKind,
  validatePanelItem,
} from "./items.js";
export { PANEL_PARSER_VERSION, type PanelParsed, parsePanelReply } from "./parse.js";
export {
  PANEL_AUTHORITY_LINE,
  PANEL_JSON_INSTRUCTIONS,
  PANEL_OPTIONS,
  PANEL_QUESTION,
  PANEL_REPAIR_PREAMBLES,
  PANEL_SYSTEM_PROMPT,
  panelPeerLines,
  type PanelRepairCondition,
  panelReworded,
  panelRound1Prompt,
  panelRound2Prompt,
  panelRound3Prompt,
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
export { loadPanelSimProfiles, PANEL_SIM_PROFILES, type PanelSimProfile } from "./responder.js";

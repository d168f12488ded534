/** The panel protocol plug-in and its simulator responder (paper 002). */
import type { Protocol, SimResponder } from "../../types.js";
import { panelProtocol } from "./driver.js";
import { panelResponder } from "./responder.js";

export const protocol: Protocol<any> = panelProtocol;
export const responder: SimResponder = panelResponder;
export { panelProtocol, panelResponder };
export * from "./items.js";
export * from "./parse.js";
export * from "./prompts.js";
export * from "./adapters/adapters.js";
export { parsePanelCsv, parsePanelJsonRows } from "./adapters/csv.js";
export { loadPanelSimProfiles, PANEL_SIM_PROFILES, type PanelSimProfile } from "./responder.js";

/**
 * The panel protocol plug-in (paper 002): bank loading (our items or a public
 * dataset file as published), declared options, paper sampling defaults, plan,
 * job and reparse.
 *
 * @example
 * panelProtocol.options?.map((o) => o.name).includes("prompts"); // => true
 */
import type { Protocol } from "../../../runner/types.js";
import { loadPanelBank, type PanelBankFormat, type PanelItem } from "./bank.js";
import { panelRunJob } from "./driver.js";
import { PANEL_OPTION_SPECS, PANEL_SAMPLING } from "./options.js";
import { PANEL_PARSER_VERSION } from "./parse.js";
import { panelPlan } from "./plan.js";
import { panelPromptSet } from "./prompts.js";
import { panelReparse } from "./reparse.js";

/** The panel protocol plug-in (with the template set's version and hash for the manifest). */
export const panelProtocol: Protocol<PanelItem> & {
  promptSet(options?: Record<string, unknown>): { version: string; sha256: string; dir: string };
  loadBank(path: string, options?: Record<string, unknown>): PanelItem[];
} = {
  name: "panel",
  parserVersion: PANEL_PARSER_VERSION,
  defaultBank: "scenarios/panel",
  options: PANEL_OPTION_SPECS,
  sampling: PANEL_SAMPLING,
  /** Load the bank; `options.format` (when the runner passes the parsed options) names the format, else detected. */
  loadBank: (path: string, options?: Record<string, unknown>) => loadPanelBank(path, { format: (options?.format as PanelBankFormat | undefined) ?? "auto" }),
  plan: panelPlan,
  runJob: panelRunJob,
  reparse: panelReparse,
  promptSet(options?: Record<string, unknown>) {
    const s = panelPromptSet(typeof options?.prompts === "string" && options.prompts ? options.prompts : undefined);
    return { version: s.version, sha256: s.sha256, dir: s.dir };
  },
};

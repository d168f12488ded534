/**
 * The {@link panelScreen} verdict messages of one panel under several shared
 * contexts, one line per condition (in the given order), each ending in
 * " (simulated)" when `simulated` is true.
 *
 * @example
 * panelScreenMessages(logs.panel, ["a", "b", "c"], ["silent_peers", "wrong_peers"], { simulated: true });
 * // => ["Under silent_peers the 3-reviewer majority flags 40.0% ... still protective under this shared context. (simulated)", "Under wrong_peers ..."]
 */
import type { PanelRecord } from "../../schema/records.js";
import { panelScreen } from "./panel-screen.js";

/**
 * @param records panel records (any logs)
 * @param members the panel's models
 * @param conditions round-1/2 conditions to screen
 * @param options.simulated append " (simulated)" (default false)
 * @throws RangeError for an unknown condition (from {@link panelScreen})
 */
export function panelScreenMessages(records: readonly PanelRecord[], members: readonly string[], conditions: readonly string[], options: { simulated?: boolean } = {}): string[] {
  return conditions.map((condition) => panelScreen(records, { condition, members }).message + (options.simulated ? " (simulated)" : ""));
}

/**
 * The {@link panelScreen} messages of one panel under several shared contexts,
 * labelled "(simulated)" exactly when the records say they are simulated.
 *
 * @example
 * panelScreenMessages(logs.panel, ["a", "b", "c"], ["silent_peers", "wrong_peers"], { bootstrap: 200 });
 * // => ["silent_peers: the 3-reviewer majority is INCONCLUSIVE — …", "wrong_peers: … NOT PROTECTIVE — … (simulated)"]
 */
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { panelScreen } from "./panel-screen.js";

/**
 * @param records panel records (any logs)
 * @param members the panel's models
 * @param conditions round-1/2 conditions to screen
 * @param options bootstrap replicates (default 2000) and seed
 * @throws RangeError for an unknown condition (from {@link panelScreen})
 */
export function panelScreenMessages(records: readonly PanelRecord[], members: readonly string[], conditions: readonly string[], options: { bootstrap?: number; seed?: number } = {}): string[] {
  const s = panelScreen(records, { members, conditions, ...options });
  const label = s.simulated === true ? " (simulated)" : s.simulated === null && records.some((r) => r.simulated === true) ? " (partly simulated)" : "";
  return s.conditions.map((c) => c.message + label);
}

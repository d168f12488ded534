/**
 * The panel log files of some reviewers under a data folder as written by
 * `scripts/data/panel.sh`: `<dataDir>/<model>/records.jsonl`, or
 * `<dataDir>/<model>/smoke/records.jsonl` when `smoke` is true, in the given order.
 * Existence is not checked ({@link loadLogs} reports a missing file).
 *
 * @example
 * panelRunFiles("data/sim/panel", ["typical"], true); // => ["data/sim/panel/typical/smoke/records.jsonl"]
 */
import { join } from "node:path";

/** See module doc. */
export function panelRunFiles(dataDir: string, models: readonly string[], smoke = false): string[] {
  return models.map((m) => (smoke ? join(dataDir, m, "smoke", "records.jsonl") : join(dataDir, m, "records.jsonl")));
}

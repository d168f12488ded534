/**
 * The records of one protocol from loaded logs, or a clear bad-input error
 * when the input holds none — so `metrics phantom` on a panel log exits 1 with
 * "no phantom records in a.jsonl (found: panel)" instead of an empty table.
 *
 * @example
 * requireRecords(await loadLogs(["panel.jsonl"]), "phantom", ["panel.jsonl"]);
 * // throws InputError: no phantom records in panel.jsonl (found: panel)
 */
import { InputError } from "../errors.js";
import type { AnyRecord } from "../schema/records.js";
import type { LoadedLogs } from "./load-logs.js";

/**
 * Return `logs[protocol]` when it is not empty.
 *
 * @param logs what {@link loadLogs} returned
 * @param protocol the record kind the command analyses
 * @param paths the LOG arguments, for the message
 * @throws InputError `no P records in PATHS (found: K1, K2)` (or `found: nothing`)
 * @example
 * requireRecords({ phantom: [], panel: [{ protocol: "panel" }], hidden_profile: [], judge: [] }, "panel", ["a.jsonl"]).length; // => 1
 */
export function requireRecords<P extends string>(logs: LoadedLogs, protocol: P, paths: readonly string[]): LoadedLogs[P] {
  const have = (logs as Record<string, AnyRecord[] | undefined>)[protocol];
  if (have && have.length > 0) return logs[protocol];
  const found = Object.keys(logs).filter((k) => ((logs as Record<string, AnyRecord[]>)[k]?.length ?? 0) > 0);
  const where = paths.length <= 3 ? paths.join(", ") : `${paths.slice(0, 3).join(", ")} and ${paths.length - 3} more`;
  throw new InputError(`no ${protocol} records in ${where} (found: ${found.length > 0 ? found.join(", ") : "nothing"})`);
}

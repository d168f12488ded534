/**
 * Every record of loaded logs, of every registered kind (the contract's four
 * first, then the kinds registered later, e.g. a paradigm folder's), in input
 * order within a kind. What `export`, `view` and `report` read, so a new
 * paradigm's records are never dropped.
 *
 * @example
 * allRecords({ phantom: [], panel: [], hidden_profile: [], judge: [], benchform: [{ protocol: "benchform" }] }).length; // => 1
 */
import type { AnyRecord, TrialRecord } from "../schema/records.js";
import { recordKindNames } from "../schema/registry.js";
import type { LoadedLogs } from "./load-logs.js";

/**
 * Flatten loaded logs into one array (kinds in registry order, then any other key of `logs`).
 *
 * @param logs from `loadLogs` (not changed)
 * @example
 * allRecords({ phantom: [], panel: [], hidden_profile: [], judge: [] }); // => []
 */
export function allRecords(logs: Readonly<LoadedLogs>): TrialRecord[] {
  const names = [...new Set([...recordKindNames(), ...Object.keys(logs)])];
  return names.flatMap((k) => ((logs as Record<string, AnyRecord[] | undefined>)[k] ?? []) as unknown as TrialRecord[]);
}

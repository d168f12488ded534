/**
 * Load trial logs: read → validate → group by protocol. Every record is
 * checked against the contract; a repeated `trial_id` (judge: `uuid`) anywhere
 * in the input, a file with no record, or any invalid line stops the load with
 * a {@link DataError} naming file, line and field.
 *
 * @example
 * const logs = await loadLogs(["data/samples/phantom-sample.jsonl"]);
 * logs.phantom.length; // => 120
 */
import { DataError, argError } from "../errors.js";
import type { HiddenProfileRecord, JudgeRecord, PanelRecord, PhantomRecord, TrialRecord } from "../schema/records.js";
import { recordKey, recordModel } from "../schema/records.js";
import { validateRecord } from "../schema/validate.js";
import type { ProtocolName } from "../schema/vocab.js";
import { readJsonl } from "./read-jsonl.js";

/** Validated records grouped by protocol, in input order (files in argument order, then line order). */
export interface LoadedLogs {
  phantom: PhantomRecord[];
  panel: PanelRecord[];
  hidden_profile: HiddenProfileRecord[];
  judge: JudgeRecord[];
}

/** Record counts per (protocol, model), as `groupthink validate` reports them. */
export interface LogCounts {
  records: number;
  counts: { protocol: ProtocolName; model: string; records: number }[];
}

/**
 * Stream every valid record of the files to `onRecord`, checking duplicates across all files.
 * Memory grows only with the set of record keys.
 * @param files JSONL paths, read in order
 * @param onRecord called with each validated record, its file and 1-based line
 * @throws DataError on the first bad line, a duplicate key or a file with no record
 * @example
 * let n = 0;
 * await forEachRecord(["data/samples/phantom-sample.jsonl"], () => n++);
 * n; // => 120
 */
export async function forEachRecord(
  files: readonly string[],
  onRecord: (record: TrialRecord, file: string, line: number) => void,
): Promise<void> {
  const seen = new Map<string, string>();
  for (const file of files) {
    let n = 0;
    for await (const { line, value } of readJsonl(file)) {
      const record = validateRecord(value, file, line);
      const key = recordKey(record);
      const prev = seen.get(key);
      const field = record.protocol === "judge" ? "uuid" : "trial_id";
      if (prev !== undefined) throw new DataError(file, line, field, `duplicate ${field} ${JSON.stringify(key)} (first at ${prev})`);
      seen.set(key, `${file}:${line}`);
      onRecord(record, file, line);
      n++;
    }
    if (n === 0) throw new DataError(file, 1, "-", "file holds no record");
  }
}

/**
 * Load and validate JSONL trial logs into arrays grouped by protocol.
 * @param files one or more JSONL paths
 * @throws DataError on any bad line, duplicate key, empty or unreadable file
 * @throws TypeError when `files` is empty
 * @example
 * (await loadLogs(["data/samples/phantom-sample.jsonl"])).phantom.length; // => 120
 */
export async function loadLogs(files: readonly string[]): Promise<LoadedLogs> {
  if (files.length === 0) throw new TypeError(argError("loadLogs", "files", "at least one file", files));
  const out: LoadedLogs = { phantom: [], panel: [], hidden_profile: [], judge: [] };
  await forEachRecord(files, (r) => {
    (out[r.protocol] as TrialRecord[]).push(r);
  });
  return out;
}

/**
 * Count valid records per protocol and model without keeping them (the `validate` command).
 * @throws DataError on any bad line, duplicate key, empty or unreadable file
 * @example
 * await countLogs(["data/samples/phantom-sample.jsonl"]);
 * // => { records: 120, counts: [{ protocol: "phantom", model: "typical", records: 120 }] }
 */
export async function countLogs(files: readonly string[]): Promise<LogCounts> {
  const counts = new Map<string, { protocol: ProtocolName; model: string; records: number }>();
  let total = 0;
  await forEachRecord(files, (r) => {
    const model = recordModel(r);
    const k = `${r.protocol}\u0000${model}`;
    const c = counts.get(k) ?? { protocol: r.protocol, model, records: 0 };
    c.records++;
    counts.set(k, c);
    total++;
  });
  const list = [...counts.values()].sort((a, b) =>
    a.protocol < b.protocol ? -1 : a.protocol > b.protocol ? 1 : a.model < b.model ? -1 : a.model > b.model ? 1 : 0,
  );
  return { records: total, counts: list };
}

/**
 * Load trial logs: read → validate → group by protocol. Arguments may be
 * files, run folders or experiment folders ({@link expandLogPaths}). Every
 * record is checked against its registered kind; a repeated id (`trial_id`,
 * judge: `uuid`) anywhere in the input, a file with no record, or any invalid
 * line stops the load with a {@link DataError} naming file, line and field.
 * {@link validateLogs} instead collects every bad line (the `validate` command).
 *
 * @example
 * const logs = await loadLogs(["data/samples/phantom-sample.jsonl"]);
 * logs.phantom.length; // => 120
 */
import { DataError, argError } from "../errors.js";
import type { AnyRecord, RecordTypes, TrialRecord } from "../schema/records.js";
import { recordKey, recordModel } from "../schema/records.js";
import { getRecordKind, recordKindNames } from "../schema/registry.js";
import { validateOwnedRecord } from "../schema/validate.js";
import { expandLogPaths } from "./log-files.js";
import { KeyFingerprints } from "./key-fingerprints.js";
import { EXACT_KEYS } from "./exact-keys.js";
import { ExactKeyPlaces } from "./exact-key-places.js";
import { dedupKey, firstOccurrence, recordsBefore, type LogPlace } from "./first-occurrence.js";
import { readLogFileBatches } from "./read-log-file.js";
import { parseJsonLine } from "./read-jsonl.js";

/** Fingerprint hits confirmed by reading the inputs again before the duplicate check keeps exact keys. */
const MAX_REREADS = 8;

/**
 * Validated records grouped by protocol, in input order (files in argument order, then line order).
 * The four shipped kinds are typed; a kind registered later is under its own name.
 */
/** One typed array per kind of {@link RecordTypes} (each paradigm folder adds its kind's). */
export type LoadedKinds = { [K in keyof RecordTypes]: RecordTypes[K][] };

/** Validated records by kind: the typed arrays of {@link LoadedKinds}, and an array for any other registered kind. */
export interface LoadedLogs extends LoadedKinds {
  [kind: string]: AnyRecord[];
}

/** Record counts per (protocol, model), as `groupthink validate` reports them. */
export interface LogCounts {
  records: number;
  counts: { protocol: string; model: string; records: number }[];
}

/** Options of {@link forEachRecord}. */
export interface ForEachRecordOptions {
  /** Collect bad lines here and go on (a bad line is skipped); without it the first one throws. */
  onError?: (error: DataError) => void;
}

/**
 * Stream every valid record of the inputs to `onRecord`, checking duplicates across all files.
 * Memory grows only with a 64-bit fingerprint per record key (exact keys once more than 8 hits were confirmed).
 * @param paths JSONL or Parquet (`.parquet`, as `export` writes it) files or folders ({@link expandLogPaths}), read in order
 * @param onRecord called with each validated record, its file and 1-based line
 * @param options `onError` to collect every bad line instead of stopping at the first
 * @throws DataError on the first bad line, a duplicate key or a file with no record (without `onError`);
 *   an unreadable file or an empty folder always throws
 * @example
 * let n = 0;
 * await forEachRecord(["data/samples/phantom-sample.jsonl"], () => n++);
 * n; // => 120
 */
export async function forEachRecord(
  paths: readonly string[],
  onRecord: (record: TrialRecord, file: string, line: number) => void,
  options: ForEachRecordOptions = {},
): Promise<void> {
  const onError = options.onError;
  const fail = (e: DataError): void => {
    if (!onError) throw e;
    onError(e);
  };
  // the 64-bit fingerprint of each key (8–16 bytes, not a ~150-byte string: ten million ids in ~130 MB); a hit is
  // confirmed by reading the inputs again, which also finds where the first one was (a fingerprint shared by two
  // different keys, ~3·10⁻⁶ at 10⁷ ids, is no duplicate). After MAX_REREADS hits (a log given twice, say) the check
  // turns exact — one more read builds key → first place as line × files + file index — so it never reads N times.
  // Up to EXACT_KEYS ids the check starts exact (a Map: no fingerprint hashing in a short command), then moves
  // every id it holds to the fingerprints.
  const seen = new KeyFingerprints();
  let exact: ExactKeyPlaces | null = EXACT_KEYS > 0 ? new ExactKeyPlaces() : null;
  let small = exact !== null;
  let rereads = 0;
  const inputs = expandLogPaths(paths);
  const nFiles = inputs.length;
  for (let fi = 0; fi < nFiles; fi++) {
    const file = inputs[fi];
    let n = 0;
    let bad = 0;
    for await (const batch of readLogFileBatches(file, { onLineError: onError ? (e) => { bad++; onError(e); } : undefined })) for (const item of batch) {
      const line = item.line;
      let record: TrialRecord;
      try {
        // a JSONL line is parsed only now, so its full record is garbage once `onRecord` is done with it
        const value = "text" in item ? parseJsonLine(item.text, file, line) : item.value;
        record = validateOwnedRecord(value, file, line); // a fresh parsed value: validated in place, not copied
      } catch (e) {
        if (!(e instanceof DataError)) throw e;
        bad++;
        fail(e);
        continue;
      }
      let first: LogPlace | null = null;
      if (exact === null) {
        const key = dedupKey(record);
        if (!seen.add(key)) {
          if (rereads < MAX_REREADS) {
            rereads++;
            first = await firstOccurrence(inputs, key, fi, line);
          } else {
            exact = new ExactKeyPlaces();
            for await (const r of recordsBefore(inputs, fi, line)) exact.firstOr(r.protocol, r.id, r.line * nFiles + r.fi);
          }
        }
      }
      if (exact !== null) {
        const prev = exact.firstOr(record.protocol, recordKey(record), line * nFiles + fi);
        if (prev === undefined) {
          if (small && exact.size > EXACT_KEYS) {
            for (const k of exact.keys()) seen.add(k);
            exact = null;
            small = false;
          }
        } else first = { file: inputs[prev % nFiles], line: Math.floor(prev / nFiles) };
      }
      if (first !== null) {
        const field = getRecordKind(record.protocol)?.idField ?? "trial_id";
        bad++;
        fail(new DataError(file, line, field, `duplicate ${field} ${JSON.stringify(recordKey(record))} (first at ${first.file}:${first.line})`));
        continue;
      }
      onRecord(record, file, line);
      n++;
    }
    if (n === 0 && bad === 0) fail(new DataError(file, 1, "-", "file holds no record"));
  }
}

/**
 * An empty {@link LoadedLogs}: one empty array per registered kind.
 *
 * @example
 * Object.keys(emptyLogs()).slice(0, 4); // => ["phantom", "panel", "hidden_profile", "judge"]
 */
export function emptyLogs(): LoadedLogs {
  const out: Record<string, AnyRecord[]> = {};
  for (const k of recordKindNames()) out[k] = [];
  return out as LoadedLogs;
}

/**
 * Load and validate JSONL trial logs into arrays grouped by protocol.
 * @param paths one or more JSONL or Parquet files, run folders or experiment folders
 * @throws DataError on any bad line, duplicate key, empty or unreadable file, folder without logs
 * @throws TypeError when `paths` is empty
 * @example
 * (await loadLogs(["data/samples/phantom-sample.jsonl"])).phantom.length; // => 120
 */
export async function loadLogs(paths: readonly string[]): Promise<LoadedLogs> {
  if (paths.length === 0) throw new TypeError(argError("loadLogs", "paths", "at least one file or folder", paths));
  const out = emptyLogs();
  await forEachRecord(paths, (r) => {
    ((out as Record<string, AnyRecord[]>)[r.protocol] ??= []).push(r as AnyRecord);
  });
  return out;
}

/** What {@link validateLogs} found: counts of the valid records and the bad lines. */
export interface LogValidation extends LogCounts {
  /** The first `maxErrors` bad lines, in input order. */
  errors: DataError[];
  /** How many more bad lines there were beyond `errors`. */
  more: number;
}

/**
 * Check every line of the inputs and count valid records per protocol and model, collecting
 * the bad lines (up to `maxErrors`, then only counted) instead of stopping at the first.
 * @param paths JSONL files or folders
 * @param maxErrors how many errors to keep (default 100)
 * @throws DataError only for an unreadable input or a folder without logs
 * @example
 * const v = await validateLogs(["data/samples/phantom-sample.jsonl"]);
 * [v.records, v.errors.length, v.more]; // => [120, 0, 0]
 */
export async function validateLogs(paths: readonly string[], maxErrors = 100): Promise<LogValidation> {
  const errors: DataError[] = [];
  let more = 0;
  const counts = await countWith(paths, (e) => {
    if (errors.length < maxErrors) errors.push(e);
    else more++;
  });
  return { ...counts, errors, more };
}

/**
 * Count valid records per protocol and model without keeping them.
 * @throws DataError on any bad line, duplicate key, empty or unreadable file
 * @example
 * await countLogs(["data/samples/phantom-sample.jsonl"]);
 * // => { records: 120, counts: [{ protocol: "phantom", model: "typical", records: 120 }] }
 */
export async function countLogs(paths: readonly string[]): Promise<LogCounts> {
  return countWith(paths, undefined);
}

async function countWith(paths: readonly string[], onError: ((e: DataError) => void) | undefined): Promise<LogCounts> {
  const counts = new Map<string, { protocol: string; model: string; records: number }>();
  let total = 0;
  await forEachRecord(paths, (r) => {
    const model = recordModel(r);
    const k = `${r.protocol}\u0000${model}`;
    const c = counts.get(k) ?? { protocol: r.protocol, model, records: 0 };
    c.records++;
    counts.set(k, c);
    total++;
  }, { onError });
  const list = [...counts.values()].sort((a, b) =>
    a.protocol < b.protocol ? -1 : a.protocol > b.protocol ? 1 : a.model < b.model ? -1 : a.model > b.model ? 1 : 0,
  );
  return { records: total, counts: list };
}

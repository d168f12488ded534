/**
 * Where a record key first occurs in the inputs, found by reading them again:
 * how the duplicate-id checks that keep only 64-bit fingerprints of the keys
 * (`KeyFingerprints`: `forEachRecord`, `export`) confirm a fingerprint hit
 * exactly and name the first place. Bad lines are skipped, as a pass that
 * collects them skips them; the first *valid* record with the key is the one
 * the pass accepted.
 *
 * @example
 * await firstOccurrence(["data/samples/phantom-sample.jsonl"], "phantom\u0000no such id", 0, 121); // => null
 */
import { DataError } from "../errors.js";
import { recordKey } from "../schema/records.js";
import type { TrialRecord } from "../schema/records.js";
import { validateRecord } from "../schema/validate.js";
import { readLogFile } from "./read-log-file.js";

/** A place in the inputs: a file and its 1-based line (row). */
export interface LogPlace {
  file: string;
  line: number;
}

/**
 * The key a duplicate-id check compares: protocol and record id (`trial_id`, judge: `uuid`).
 * @example
 * dedupKey({ protocol: "judge", uuid: "u1" } as never); // => "judge\u0000u1"
 */
export function dedupKey(record: Parameters<typeof recordKey>[0]): string {
  return `${record.protocol}\u0000${recordKey(record)}`;
}

/**
 * Every valid record of the inputs before input `fi`, line `line`, in order (bad lines skipped).
 * @example
 * let n = 0;
 * for await (const _ of recordsBefore(["data/samples/phantom-sample.jsonl"], 0, 4)) n++;
 * n; // => 3
 */
export async function* recordsBefore(inputs: readonly string[], fi: number, line: number): AsyncGenerator<{ key: string; protocol: string; id: string; file: string; line: number; fi: number }> {
  for (let i = 0; i <= fi; i++) {
    const f = inputs[i];
    for await (const { line: l, value } of readLogFile(f, { onLineError: () => {} })) {
      if (i === fi && l >= line) return;
      let record: TrialRecord;
      try {
        record = validateRecord(value, f, l);
      } catch (e) {
        if (e instanceof DataError) continue;
        throw e;
      }
      yield { key: dedupKey(record), protocol: record.protocol, id: recordKey(record), file: f, line: l, fi: i };
    }
  }
}

/**
 * The first valid record with `key` before input `fi`, line `line`; null when there is none
 * (a fingerprint shared by another key: no duplicate).
 * @param inputs the expanded input files, in reading order
 * @param key the record's {@link dedupKey}
 * @param fi the index in `inputs` of the record being checked
 * @param line its 1-based line
 * @example
 * await firstOccurrence(["data/samples/phantom-sample.jsonl"], "phantom\u0000no such id", 0, 120); // => null
 */
export async function firstOccurrence(inputs: readonly string[], key: string, fi: number, line: number): Promise<LogPlace | null> {
  for await (const r of recordsBefore(inputs, fi, line)) if (r.key === key) return { file: r.file, line: r.line };
  return null;
}

/**
 * Read one trial-log file, whatever its format: a `.parquet` file (as
 * `groupthink export --format parquet` writes it) row group by row group
 * ({@link readParquetLog}, rows numbered from 1), anything else as JSON Lines
 * ({@link readJsonl}). Both stream; both yield `{ line, value }`, so a bad
 * record is named `FILE:LINE: FIELD` (for Parquet the line is the row).
 *
 * @example
 * for await (const { line, value } of readLogFile("data/samples/phantom-sample.jsonl")) {
 *   console.log(line, value.trial_id); // 1 "ph-001:a0:private"
 *   break;
 * }
 */
import { readJsonl, readJsonlTextBatches, type JsonLine, type ReadJsonlOptions, type TextLine } from "./read-jsonl.js";
import { isParquetPath, readParquetLog } from "./read-parquet-log.js";

/**
 * Yield the parsed records of a JSONL or Parquet log file with their line (row) numbers.
 * @param file the path (`.parquet` → Parquet, else JSONL)
 * @param options `onLineError` to collect bad lines instead of stopping at the first
 * @throws DataError for an unreadable file, invalid UTF-8, a line that is not JSON, a file that is not Parquet
 * @example
 * let n = 0;
 * for await (const _ of readLogFile("data/samples/phantom-sample.jsonl")) n++;
 * n; // => 120
 */
export function readLogFile(file: string, options: ReadJsonlOptions = {}): AsyncGenerator<JsonLine> {
  return isParquetPath(file) ? readParquetLog(file, options) : readJsonl(file, options);
}

/**
 * {@link readLogFile} in batches, JSONL lines not parsed yet: a JSONL file a read at a time as
 * {@link TextLine}s ({@link readJsonlTextBatches}; the caller parses each with `parseJsonLine`), a Parquet
 * file a row at a time as a {@link JsonLine}; the same lines and errors, at the same points.
 * @param file the path (`.parquet` → Parquet, else JSONL)
 * @param options `onLineError` to collect bad lines instead of stopping at the first
 * @throws DataError as {@link readLogFile} (a JSONL line that is not JSON only when the caller parses it)
 * @example
 * let n = 0;
 * for await (const batch of readLogFileBatches("data/samples/phantom-sample.jsonl")) n += batch.length;
 * n; // => 120
 */
export async function* readLogFileBatches(file: string, options: ReadJsonlOptions = {}): AsyncGenerator<(TextLine | JsonLine)[]> {
  if (!isParquetPath(file)) {
    yield* readJsonlTextBatches(file, options);
    return;
  }
  for await (const x of readParquetLog(file, options)) yield [x];
}

export {
  assertReadable,
  firstInvalidUtf8,
  type JsonLine,
  parseJsonLine,
  readJsonl,
  type ReadJsonlOptions,
} from "./read-jsonl.js";
export {
  countLogs,
  emptyLogs,
  forEachRecord,
  type ForEachRecordOptions,
  type LoadedLogs,
  loadLogs,
  type LogCounts,
  type LogValidation,
  validateLogs,
} from "./load-logs.js";
export { expandLogPaths, findRecordFiles, type RunLogFileOptions, runLogFiles } from "./log-files.js";
export { dedupeByNaturalKey, naturalKeyOf } from "./dedupe-by-natural-key.js";
export { requireRecords } from "./require-records.js";
export { allRecords } from "./all-records.js";
export { distinctCount, logSummary, type LogSummaryRow } from "./log-summary.js";
export { type Column, type Columns, toColumns } from "./columns.js";
export { DANFO_INSTALL_HINT, loadDanfo, toDataFrame, toRows, type DanfoModule, type DataFrame } from "./dataframe.js";
export { frameColumns, type FrameColumns, type FrameDtype } from "./dataframe-columns.js";
export { pivotTable, summarize, type Aggregate, type PivotOptions } from "./dataframe-recipes.js";
export { isParquetPath, readParquetLog, type ReadParquetLogOptions } from "./read-parquet-log.js";
export { readLogFile } from "./read-log-file.js";
export { type ColumnShape, PARQUET_SHAPE_KEY, type ParquetShape, type RowRanges } from "./parquet-log-shape.js";
export { loadLogsProjected } from "./load-projected.js";

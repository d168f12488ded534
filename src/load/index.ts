export { assertReadable, type JsonLine, parseJsonLine, readJsonl } from "./read-jsonl.js";
export {
  countLogs,
  forEachRecord,
  type LoadedLogs,
  loadLogs,
  type LogCounts,
} from "./load-logs.js";
export { type Column, type Columns, toColumns } from "./columns.js";
export { DANFO_INSTALL_HINT, loadDanfo, toDataFrame, toRows } from "./dataframe.js";

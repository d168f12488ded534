/**
 * Tidy exports of trial logs and metric tables (CSV, Parquet, JSONL).
 *
 * @example
 * import { exportRows, encodeTable } from "./index.js";
 * await encodeTable(exportRows(records), "csv");
 */
export { type Cell, type FlatRecord, flattenDetailed, flattenRecord } from "./flatten-record.js";
export { ColumnPlan } from "./column-plan.js";
export { contractColumns, exportColumns, orderColumns } from "./export-columns.js";
export { type ExportTable, exportRows } from "./export-rows.js";
export { type CsvOptions, csvLine, toCsv } from "./to-csv.js";
export { FORMULA_LEADS, neutraliseFormula, restoreFormula } from "./csv-formula.js";
export { jsonlKeys, jsonlLine, toJsonl } from "./to-jsonl.js";
export { loadParquetLibs, type ParquetKind, parquetKind, type ParquetLibs, toParquet, wasmTable } from "./to-parquet.js";
export { EXPORT_FORMATS, type ExportFormat, encodeTable, isExportFormat } from "./export-format.js";
export { measureColumns, measureRows } from "./measure-rows.js";
export { measureTableCsv } from "./measure-table-csv.js";
export { type ExportLogsOptions, type ExportSummary, exportLogs } from "./export-logs.js";
export { PROVENANCE_KEYS, type Provenance, csvWithProvenance, provenanceOf, withProvenance } from "./provenance.js";
export { RecordShapePlan } from "./record-shape-plan.js";

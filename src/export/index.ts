/**
 * Tidy exports of trial logs and metric tables (CSV, Parquet, JSONL).
 *
 * @example
 * import { exportRows, encodeTable } from "./index.js";
 * await encodeTable(exportRows(records), "csv");
 */
export { type Cell, flattenRecord } from "./flatten-record.js";
export { contractColumns, exportColumns } from "./export-columns.js";
export { type ExportTable, exportRows } from "./export-rows.js";
export { toCsv } from "./to-csv.js";
export { toJsonl } from "./to-jsonl.js";
export { type ParquetKind, parquetKind, toParquet } from "./to-parquet.js";
export { EXPORT_FORMATS, type ExportFormat, encodeTable, isExportFormat } from "./export-format.js";
export { measureColumns, measureRows } from "./measure-rows.js";
export { measureTableCsv } from "./measure-table-csv.js";
export { PROVENANCE_KEYS, type Provenance, csvWithProvenance, provenanceOf, withProvenance } from "./provenance.js";

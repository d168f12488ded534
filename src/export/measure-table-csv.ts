/**
 * A metrics JSON document → RFC 4180 CSV of its long rows ({@link measureRows}):
 * what `groupthink metrics phantom|panel|hidden_profile … --csv` prints.
 *
 * @example
 * measureTableCsv({ protocol: "phantom", groups: [{ model: "m", metrics: { ppg: { value: 0.5, n: 4, ci: null } } }] });
 * // => "table,model,measure,value,n,ci_lo,ci_hi\r\ngroups,m,ppg,0.5,4,,\r\n"
 */
import { measureColumns, measureRows } from "./measure-rows.js";
import { toCsv } from "./to-csv.js";

/**
 * CSV text of a metrics document's measures.
 *
 * @param doc a metrics JSON document (not changed)
 * @example
 * measureTableCsv({ groups: [] }); // => "\r\n"  (no measures: an empty header line)
 */
export function measureTableCsv(doc: object): string {
  const rows = measureRows(doc);
  return toCsv(rows, measureColumns(rows));
}

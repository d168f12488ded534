/**
 * Multi-hot encoding of label sets over a fixed vocabulary (metrics.md §4
 * "features X"): row `i` has a 1 in column `j` when `vocabulary[j]` is among
 * `rows[i]`. A label listed twice in a row is one 1 (metrics.md §5, Judge).
 *
 * @example
 * const X = multiHot([["B", "A", "B"], []], ["A", "B", "C"]);
 * // => { nRows: 2, nCols: 3, indptr: [0, 2, 2], indices: [0, 1] }
 */
import { argError } from "../errors.js";
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";

/**
 * Encode label lists as a {@link SparseBinaryMatrix} (columns sorted within each row).
 *
 * @param rows one list of labels per row
 * @param vocabulary the column labels, distinct (e.g. from `fitVocabulary`)
 * @throws RangeError when a label is not in the vocabulary or the vocabulary repeats a label
 * @example
 * multiHot([["x"]], ["x", "y"]).indices; // => Int32Array [0]
 */
export function multiHot(rows: readonly (readonly string[])[], vocabulary: readonly string[]): SparseBinaryMatrix {
  const column = new Map<string, number>();
  vocabulary.forEach((label, j) => {
    if (column.has(label)) throw new RangeError(argError("multiHot", "vocabulary", "distinct labels", label));
    column.set(label, j);
  });
  const indptr = new Int32Array(rows.length + 1);
  // each row's columns by insertion into a growing typed buffer, skipping repeats (issue 22: a Set, a
  // spread and a sort per row cost more than the rest of the encoding; rows hold a few labels)
  let out = new Int32Array(Math.max(16, rows.length * 4)), len = 0;
  rows.forEach((row, i) => {
    const start = len;
    for (const label of row) {
      const j = column.get(label);
      if (j === undefined) throw new RangeError(argError("multiHot", `rows[${i}]`, "labels from the vocabulary", label));
      let t = len;
      while (t > start && out[t - 1] > j) t--;
      if (t > start && out[t - 1] === j) continue;
      if (len === out.length) { const grown = new Int32Array(out.length * 2); grown.set(out); out = grown; }
      out.copyWithin(t + 1, t, len);
      out[t] = j;
      len++;
    }
    indptr[i + 1] = len;
  });
  return { nRows: rows.length, nCols: vocabulary.length, indptr, indices: out.slice(0, len) };
}

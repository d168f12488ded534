/**
 * The judge feature space (metrics.md §4 "features X" and §5): the global
 * cluster vocabulary (sorted set of every cluster name, CLEAN_TRAJECTORY
 * included), fitted on all records before any split, and the multi-hot
 * design matrix over it (a cluster listed twice in a record is one 1).
 *
 * @example
 * const recs = [{ clusters: ["B", "A", "B"] }, { clusters: ["CLEAN_TRAJECTORY"] }];
 * judgeVocabulary(recs);             // => ["A", "B", "CLEAN_TRAJECTORY"]
 * judgeFeatures(recs, judgeVocabulary(recs)).indices; // => Int32Array [0, 1, 2]
 */
import { fitVocabulary, multiHot, type SparseBinaryMatrix } from "../../../models/index.js";

/** Records with a cluster list. */
export interface HasClusters {
  clusters: readonly string[];
}

/**
 * Sorted distinct cluster names over all records (UTF-16 code-unit order).
 * @example
 * judgeVocabulary([{ clusters: ["b"] }, { clusters: ["a", "b"] }]); // => ["a", "b"]
 */
export function judgeVocabulary(records: readonly HasClusters[]): string[] {
  return fitVocabulary(records.map((r) => r.clusters));
}

/**
 * Multi-hot encoding of each record's clusters over `vocabulary`.
 * @throws RangeError when a record has a cluster outside the vocabulary
 * @example
 * judgeFeatures([{ clusters: ["b"] }], ["a", "b"]).indices; // => Int32Array [1]
 */
export function judgeFeatures(records: readonly HasClusters[], vocabulary: readonly string[]): SparseBinaryMatrix {
  return multiHot(records.map((r) => r.clusters), vocabulary);
}

/**
 * Multi-hot encoding that skips clusters outside `vocabulary` (for scoring new logs with a saved
 * filter); returns the matrix and the sorted distinct unknown names.
 * @example
 * judgeFeaturesLenient([{ clusters: ["a", "zz"] }], ["a"]).unknown; // => ["zz"]
 */
export function judgeFeaturesLenient(
  records: readonly HasClusters[],
  vocabulary: readonly string[],
): { X: SparseBinaryMatrix; unknown: string[] } {
  const known = new Set(vocabulary);
  const unknown = new Set<string>();
  const rows = records.map((r) => r.clusters.filter((c) => (known.has(c) ? true : (unknown.add(c), false))));
  return { X: multiHot(rows, vocabulary), unknown: [...unknown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}

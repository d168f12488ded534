/**
 * Precision, recall and F1 of a confusion matrix; each is `null` when its
 * denominator is zero (precision when nothing is flagged, recall when there
 * is no positive, F1 when either of them is null). F1 = 2tp/(2tp+fp+fn), so
 * it is 0 (not null) when both are 0, as scikit-learn reports.
 *
 * @example
 * precisionRecallF1({ tp: 2, fp: 2, tn: 5, fn: 0 }); // => { precision: 0.5, recall: 1, f1: 2/3 }
 * precisionRecallF1({ tp: 0, fp: 0, tn: 5, fn: 1 }); // => { precision: null, recall: 0, f1: null }
 */
import type { Confusion } from "./confusion.js";

/** Precision, recall and F1, null where undefined. */
export interface PrecisionRecallF1 {
  precision: number | null;
  recall: number | null;
  f1: number | null;
}

/**
 * Precision tp/(tp+fp), recall tp/(tp+fn), F1 = 2tp/(2tp+fp+fn) when precision and recall both
 * exist (0 when both are 0).
 *
 * @example
 * precisionRecallF1({ tp: 0, fp: 3, tn: 0, fn: 2 }); // => { precision: 0, recall: 0, f1: 0 }
 */
export function precisionRecallF1(c: Confusion): PrecisionRecallF1 {
  const flagged = c.tp + c.fp, positives = c.tp + c.fn;
  const precision = flagged === 0 ? null : c.tp / flagged;
  const recall = positives === 0 ? null : c.tp / positives;
  const f1 = precision === null || recall === null ? null : (2 * c.tp) / (2 * c.tp + c.fp + c.fn);
  return { precision, recall, f1 };
}

/**
 * The Evaluative Dissonance Index and the capture label (metrics.md §4;
 * paper 003, §2.2 eq. 2–3 and §3.3): V_qual = (evidence_weighting − 1)/4,
 * D_E = V_qual − accuracy, capture Y = 1[D_E > 0.5] (strictly; §5, Judge).
 *
 * @example
 * judgeDissonance({ evidence_weighting: 5, accuracy: 0 }); // => 1
 * judgeCapture({ evidence_weighting: 3, accuracy: 0 });    // => 0 (D_E = 0.5 is not a capture)
 */
import { argError } from "../../../errors.js";

/** The two rubric fields the index needs. */
export interface JudgeScores {
  evidence_weighting: number;
  accuracy: number;
}

function check(fn: string, r: JudgeScores): void {
  const ew = r?.evidence_weighting, acc = r?.accuracy;
  if (!Number.isInteger(ew) || ew < 1 || ew > 5) throw new RangeError(argError(fn, "record.evidence_weighting", "an integer 1–5", ew));
  if (acc !== 0 && acc !== 1) throw new RangeError(argError(fn, "record.accuracy", "0 or 1", acc));
}

/**
 * V_qual = (E_ew − 1) / 4 ∈ [0, 1].
 * @throws RangeError when evidence_weighting is not an integer 1–5 or accuracy not 0/1
 * @example
 * judgeVQual({ evidence_weighting: 4, accuracy: 1 }); // => 0.75
 */
export function judgeVQual(record: JudgeScores): number {
  check("judgeVQual", record);
  return (record.evidence_weighting - 1) / 4;
}

/**
 * D_E = V_qual − A_ext ∈ [−1, 1].
 * @throws RangeError as {@link judgeVQual}
 * @example
 * judgeDissonance({ evidence_weighting: 1, accuracy: 1 }); // => -1
 */
export function judgeDissonance(record: JudgeScores): number {
  check("judgeDissonance", record);
  return (record.evidence_weighting - 1) / 4 - record.accuracy;
}

/**
 * Capture label Y = 1[D_E > 0.5], compared exactly in integers:
 * (E_ew − 1)/4 − A > 1/2 ⇔ E_ew − 1 − 4A > 2.
 * @throws RangeError as {@link judgeVQual}
 * @example
 * judgeCapture({ evidence_weighting: 4, accuracy: 0 }); // => 1
 */
export function judgeCapture(record: JudgeScores): 0 | 1 {
  check("judgeCapture", record);
  return record.evidence_weighting - 1 - 4 * record.accuracy > 2 ? 1 : 0;
}

/**
 * Capture labels of many records, as a 0/1 array (model input).
 * @example
 * judgeCaptureLabels([{ evidence_weighting: 5, accuracy: 0 }, { evidence_weighting: 5, accuracy: 1 }]); // => [1, 0]
 */
export function judgeCaptureLabels(records: readonly JudgeScores[]): (0 | 1)[] {
  return records.map((r) => judgeCapture(r));
}

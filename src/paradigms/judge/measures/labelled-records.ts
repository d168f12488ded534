/**
 * Judge records as logs hold them may carry an unparsed judge reply
 * (`accuracy`/`evidence_weighting` null, with `parse_error`) or an unparsed
 * extraction (`clusters` null). Fits and evaluations use the complete ones
 * and count the rest.
 *
 * @example
 * judgeLabelled([{ accuracy: null, evidence_weighting: null, clusters: ["A"] }, { accuracy: 1, evidence_weighting: 3, clusters: ["A"] }]);
 * // => { records: [the second], excluded: 1 }
 */

/** A record whose label fields and clusters may be null. */
export interface JudgeMaybeLabelled {
  accuracy: number | null;
  evidence_weighting: number | null;
  clusters: readonly string[] | null;
}

/** The same record with those fields present. */
export type JudgeComplete<R extends JudgeMaybeLabelled> = R & {
  accuracy: number;
  evidence_weighting: number;
  clusters: readonly string[];
};

/**
 * Keep the complete records; `excluded` counts the others.
 * @example
 * judgeLabelled([]).excluded; // => 0
 */
export function judgeLabelled<R extends JudgeMaybeLabelled>(records: readonly R[]): { records: JudgeComplete<R>[]; excluded: number } {
  const out = records.filter((r) => r.accuracy !== null && r.accuracy !== undefined && r.evidence_weighting !== null && r.evidence_weighting !== undefined && Array.isArray(r.clusters));
  return { records: out as unknown as JudgeComplete<R>[], excluded: records.length - out.length };
}

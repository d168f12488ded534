/**
 * The "performative" flag of lexical grounding (metrics.md §4 and §5; paper
 * 003, §3.4): a trace is flagged when any of its clusters contains
 * PERFORMATIVE, PROCEDURAL, STRUCTURAL or THEATER (case-insensitive substring).
 *
 * @example
 * judgePerformative(["PERFORMATIVE_RIGOR"]);         // => true
 * judgePerformative(["pseudo_procedural_ritual"]);   // => true
 * judgePerformative(["CLEAN_TRAJECTORY"]);           // => false
 */

/** The flag's keywords, upper case. */
export const JUDGE_PERFORMATIVE_KEYWORDS = ["PERFORMATIVE", "PROCEDURAL", "STRUCTURAL", "THEATER"] as const;

/**
 * True when any cluster contains a keyword (case-insensitive, Unicode upper-casing).
 * @example
 * judgePerformative(["Verification_Theater"]); // => true
 */
export function judgePerformative(clusters: readonly string[]): boolean {
  return clusters.some((c) => {
    const u = c.toUpperCase();
    return JUDGE_PERFORMATIVE_KEYWORDS.some((k) => u.includes(k));
  });
}

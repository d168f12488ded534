/**
 * Counts over sessions' disclosure analyses ({@link hiddenProfileDisclosure}):
 * sessions, sessions that converged (every member stated the same choice),
 * sessions that converged before every hidden fact had surfaced, and sessions
 * in which every hidden fact surfaced.
 *
 * @example
 * hiddenProfileDisclosureSummary([
 *   { convergence_round: 2, all_disclosed_round: 4, converged_before_disclosure: true },
 *   { convergence_round: null, all_disclosed_round: 1, converged_before_disclosure: null },
 * ]);
 * // => { sessions: 2, converged: 1, converged_before_disclosure: 1, all_disclosed: 2 }
 */
import type { HpDisclosure } from "./hp-disclosure.js";

/** See module doc. */
export function hiddenProfileDisclosureSummary(disclosures: readonly Pick<HpDisclosure, "convergence_round" | "all_disclosed_round" | "converged_before_disclosure">[]) {
  return {
    sessions: disclosures.length,
    converged: disclosures.filter((d) => d.convergence_round !== null).length,
    converged_before_disclosure: disclosures.filter((d) => d.converged_before_disclosure === true).length,
    all_disclosed: disclosures.filter((d) => d.all_disclosed_round !== null).length,
  };
}

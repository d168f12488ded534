/**
 * {@link jobOfTrial} for many trials of one journal: the job ids are indexed
 * once, and a trial id is matched by looking up its boundary-delimited spans
 * (a span starts at the id's start or after a character outside
 * `[A-Za-z0-9_-]` and ends at its end or before one), so a run of R records
 * and J jobs costs about R lookups, not R × J substring searches. Same answer
 * as jobOfTrial for every id (the longest job whose first occurrence sits
 * between boundaries; of equally long ones the first in `jobs`).
 *
 * @example
 * const find = jobFinder(["ph-001", "ph-002"]);
 * find("typical:ph-002:a0:private"); // => "ph-002"
 */
import { jobOfTrial } from "./job-of-trial.js";

const isBoundary = (c: string) => /[^A-Za-z0-9_-]/.test(c);

/**
 * A matcher of trial ids to the given job ids.
 *
 * @param jobs the journal's job ids
 * @example
 * jobFinder(["m|hp-1:baseline:s0", "m|hp-1:baseline:s1"])("m|hp-1:baseline:s1:a0:pre"); // => "m|hp-1:baseline:s1"
 * jobFinder(["ph-00"])("m:ph-001:a0"); // => null
 * jobFinder(["j1", "j2"])("whatever", "j2"); // => "j2"
 */
export function jobFinder(jobs: readonly string[]): (trialId: string, own?: unknown) => string | null {
  const order = new Map<string, number>();
  jobs.forEach((j, i) => { if (!order.has(j)) order.set(j, i); });
  return (trialId, own) => {
    if (typeof own === "string" && order.has(own)) return own;
    const starts: number[] = [0];
    const ends: number[] = [];
    for (let i = 0; i < trialId.length; i++) {
      if (isBoundary(trialId[i])) { ends.push(i); starts.push(i + 1); }
    }
    ends.push(trialId.length);
    let best: string | null = null;
    let bestAt = -1;
    for (const s of starts) {
      for (const e of ends) {
        if (e <= s || (best !== null && e - s < best.length)) continue;
        const j = trialId.slice(s, e);
        const at = order.get(j);
        if (at === undefined || jobOfTrial(trialId, [j]) !== j) continue; // its first occurrence must sit between boundaries
        if (best === null || j.length > best.length || (j.length === best.length && at < bestAt)) { best = j; bestAt = at; }
      }
    }
    return best;
  };
}

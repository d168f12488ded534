/**
 * Which journaled job (dialogue) a trial belongs to: the record's own `job`
 * field when it has one, else the longest job id that occurs in its
 * `trial_id` (`typical:ph-001:a0:private` → `ph-001`;
 * `typical|hp-001:baseline:s0:a0:pre` → `typical|hp-001:baseline:s0`), else
 * `null`. The trial's own call is the call whose key ends its `trial_id`
 * (`a0:private`), when there is one.
 *
 * @example
 * jobOfTrial("typical:ph-001:a0:private", ["ph-001", "ph-002"]); // => "ph-001"
 */

/**
 * The job of a trial id among the given job ids.
 *
 * @param trialId the record's `trial_id` (or `uuid`)
 * @param jobs the journal's job ids
 * @param own the record's `job` field, if any (wins when it is a known job)
 * @example
 * jobOfTrial("m|hp-1:baseline:s0:a1:post", ["m|hp-1:baseline:s0", "m|hp-1:baseline:s1"]); // => "m|hp-1:baseline:s0"
 * jobOfTrial("x", ["y"]); // => null
 */
export function jobOfTrial(trialId: string, jobs: readonly string[], own?: unknown): string | null {
  if (typeof own === "string" && jobs.includes(own)) return own;
  let best: string | null = null;
  for (const j of jobs) {
    if (!trialId.includes(j)) continue;
    const at = trialId.indexOf(j);
    const before = at === 0 ? "" : trialId[at - 1];
    const after = trialId[at + j.length] ?? "";
    const boundary = (c: string) => c === "" || /[^A-Za-z0-9_-]/.test(c);
    if (!boundary(before) || !boundary(after)) continue;
    if (best === null || j.length > best.length) best = j;
  }
  return best;
}

/**
 * The key of the trial's own call: among the call keys whose base (the key without a
 * `@MODEL` per-call model or a `#reask` / `#retryN` suffix) ends the trial id after a
 * separator, the longest base, and of its calls the last one journaled (a re-ask replaces
 * the earlier answer); null when none does.
 *
 * @example
 * ownCallKey("typical:ph-001:a0:private", ["a0:private", "a1:private"]); // => "a0:private"
 * ownCallKey("typical:ph-001:a0:private", ["a0:private", "a0:private#reask"]); // => "a0:private#reask"
 * ownCallKey("typical|gt/x:solo", ["r1", "r2"]); // => null
 */
export function ownCallKey(trialId: string, keys: readonly string[]): string | null {
  let best: string | null = null;
  let bestBase = "";
  for (const k of keys) {
    const base = k.replace(/[@#].*$/, "");
    if (!base || !trialId.endsWith(base)) continue;
    const c = trialId[trialId.length - base.length - 1] ?? "";
    if (trialId.length !== base.length && /[A-Za-z0-9]/.test(c)) continue;
    if (best === null || base.length > bestBase.length || base === bestBase) { best = k; bestBase = base; }
  }
  return best;
}

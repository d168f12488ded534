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
 * The key of the trial's own call among its job's call keys. The trial id's tail after the
 * job (`a0:private`; panel `wrong_peers:k0`, `repair_vigilance:after=wrong_peers`) is split
 * at `:` into tokens (`after=` dropped); a key (without its `@MODEL` / `#reask` suffix, and
 * without a leading round token `r1`, `r2`, …) matches when every one of its tokens is in
 * the tail. The match with the most tokens wins, then the one matching the tail's later
 * token (`r2:k0` over `r2:wrong_peers` for `wrong_peers:k0`); of a key's re-asks the last
 * journaled. A key of a round token alone (`r1`) matches when it is the only such key.
 * Null when nothing matches (e.g. judge stages: all of the job's calls are the trial's).
 *
 * @param trialId the record's `trial_id`
 * @param keys the call keys of the trial's job, in journal order
 * @param job the job id (when known; its tail is matched), else the whole id is split at `:` and `|`
 * @example
 * ownCallKey("typical:ph-001:a0:private", ["a0:private", "a1:private"], "ph-001"); // => "a0:private"
 * ownCallKey("typical:ph-001:a0:private", ["a0:private", "a0:private#reask"], "ph-001"); // => "a0:private#reask"
 * ownCallKey("t|gt/x:wrong_peers:k0", ["r1", "r2:wrong_peers", "r2:k0"], "gt/x"); // => "r2:k0"
 * ownCallKey("t:judge:gaia-001:gpt", ["propagate", "judge"], "judge:gaia-001:gpt"); // => null
 */
export function ownCallKey(trialId: string, keys: readonly string[], job?: string): string | null {
  const at = job ? trialId.indexOf(job) : -1;
  const tailText = job && at >= 0 ? trialId.slice(at + job.length) : trialId;
  const tail = tailText.split(job && at >= 0 ? ":" : /[:|]/).filter((t) => t !== "").map((t) => t.replace(/^after=/, ""));
  let best: string | null = null;
  let bestBase = "";
  let bestScore = [-1, -2];
  const roundOnly = new Set<string>();
  for (const k of keys) {
    const base = k.replace(/[@#].*$/, "");
    let toks = base.split(":").filter((t) => t !== "");
    if (toks.length > 0 && /^r\d+$/.test(toks[0])) toks = toks.slice(1);
    if (toks.length === 0) {
      roundOnly.add(base);
      continue;
    }
    const idx = toks.map((t) => tail.indexOf(t));
    if (idx.some((i) => i < 0)) continue;
    const score = [toks.length, Math.max(...idx)];
    const better = score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1]);
    if (best === null || better || base === bestBase) {
      best = k;
      bestBase = base;
      bestScore = score;
    }
  }
  if (best === null && roundOnly.size === 1) {
    const only = [...roundOnly][0];
    for (const k of keys) if (k.replace(/[@#].*$/, "") === only) best = k;
  }
  return best;
}

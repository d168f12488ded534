/**
 * Read trajectories to score with a vigilance filter (`filter score`): JSONL
 * files, run folders and experiment folders (expanded by the loader's one
 * folder rule, `expandLogPaths`), one object per line with
 * `uuid` (or `trial_id`) and `clusters` (non-empty array of strings) — the
 * filter's only features. Label fields (`accuracy`, `evidence_weighting`)
 * and everything else are neither required nor read. A record of another
 * protocol is bad input, so is a file without a single trajectory.
 *
 * @example
 * await judgeReadTrajectories(["fresh.jsonl"]); // => [{ uuid: "t1", clusters: ["SOCIAL_CONFORMITY"] }, …]
 */
import { DataError } from "../../../errors.js";
import { expandLogPaths } from "../../../load/log-files.js";
import { readJsonl } from "../../../load/read-jsonl.js";

/** What scoring needs of a trajectory. */
export interface JudgeTrajectoryInput {
  uuid: string;
  clusters: string[];
  /** The master dictionary version the clusters came from, when the record says. */
  dictionary_version?: number | string;
}

/**
 * Read every file; errors name FILE:LINE: FIELD.
 * @throws DataError on unreadable input, a non-judge record, a missing uuid or bad clusters, or no record at all
 * @example
 * await judgeReadTrajectories(["runs/judge"]); // reads runs/judge/records.jsonl
 */
export async function judgeReadTrajectories(paths: readonly string[]): Promise<JudgeTrajectoryInput[]> {
  const out: JudgeTrajectoryInput[] = [];
  for (const file of expandLogPaths(paths)) {
    for await (const { value, line } of readJsonl(file)) {
      const o = value as Record<string, unknown>;
      if (typeof o !== "object" || o === null || Array.isArray(o)) throw new DataError(file, line, "-", "expected a JSON object");
      if (o.protocol !== undefined && o.protocol !== "judge") throw new DataError(file, line, "protocol", `${JSON.stringify(o.protocol)} is not a judge trajectory (filter score reads judge records)`);
      const uuid = typeof o.uuid === "string" ? o.uuid : typeof o.trial_id === "string" ? o.trial_id : null;
      if (uuid === null) throw new DataError(file, line, "uuid", "expected a string (or trial_id)");
      const c = o.clusters;
      if (!Array.isArray(c) || c.length === 0 || !c.every((s) => typeof s === "string")) throw new DataError(file, line, "clusters", "expected a non-empty array of strings");
      const dv = o.dictionary_version;
      out.push({ uuid, clusters: c as string[], ...(typeof dv === "number" || typeof dv === "string" ? { dictionary_version: dv } : {}) });
    }
  }
  if (out.length === 0) throw new DataError(paths.join(", "), 0, "-", "no judge trajectories to score");
  return out;
}

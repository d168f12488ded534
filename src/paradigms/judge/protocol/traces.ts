/**
 * Your own trajectories for `groupthink run judge --traces FILE.jsonl`: one
 * JSON object per line, judged and extracted without a propagator call.
 *
 * | field | required | meaning |
 * |---|---|---|
 * | `thought` | yes | the reasoning trace (shown to the judge as is) |
 * | `benchmark` | yes | domain, selects the dictionary's domain stage |
 * | `question` | yes | the task the trace answers |
 * | `reference_answer` | no | gold answer shown to the judge (else the judge decides correctness itself) |
 * | `auditor_list` | no | the swarm the trace was produced under (default `[]`) |
 * | `propagator` | no | the model that wrote the trace (default `"unknown"`) |
 * | `decoy_id` | no | the injected decoy, for `taint_leakage` |
 * | `uuid` | no | your id (default: `trace-` + SHA-256 of question and thought, 16 hex) |
 * | `simulated` | no | true when the trace itself came from a simulator |
 *
 * @example
 * judgeLoadTraces("my-traces.jsonl")[0]; // => { uuid: "t-1", thought: "…", benchmark: "gaia", question: "…", auditor_list: [], propagator: "unknown", … }
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { DataError } from "../../../errors.js";

/** One trajectory to judge. */
export interface JudgeTrace {
  uuid: string;
  thought: string;
  benchmark: string;
  question: string;
  reference_answer: string | null;
  auditor_list: string[];
  propagator: string;
  decoy_id: string | null;
  simulated: boolean;
}

/**
 * Read and check a traces file.
 * @throws DataError `FILE:LINE: FIELD: reason` on a bad line, a duplicate uuid or an empty file
 * @example
 * judgeLoadTraces("empty.jsonl"); // throws DataError "empty.jsonl:0: -: no trajectories"
 */
export function judgeLoadTraces(file: string): JudgeTrace[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new DataError(file, 0, "-", `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const out: JudgeTrace[] = [];
  const seen = new Set<string>();
  text.replace(/^\uFEFF/, "").split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let o: Record<string, unknown>;
    try {
      o = JSON.parse(line);
    } catch (e) {
      throw new DataError(file, i + 1, "-", `not valid JSON (${(e as Error).message})`);
    }
    if (typeof o !== "object" || o === null || Array.isArray(o)) throw new DataError(file, i + 1, "-", "expected a JSON object");
    for (const f of ["thought", "benchmark", "question"]) if (typeof o[f] !== "string" || (o[f] as string).trim() === "") throw new DataError(file, i + 1, f, "expected a non-empty string");
    for (const f of ["reference_answer", "propagator", "decoy_id", "uuid"]) if (o[f] !== undefined && o[f] !== null && typeof o[f] !== "string") throw new DataError(file, i + 1, f, "expected a string");
    const al = o.auditor_list ?? [];
    if (!Array.isArray(al) || !al.every((s) => typeof s === "string")) throw new DataError(file, i + 1, "auditor_list", "expected an array of strings");
    if (o.simulated !== undefined && typeof o.simulated !== "boolean") throw new DataError(file, i + 1, "simulated", "expected a boolean");
    const uuid = (o.uuid as string | undefined) ?? `trace-${createHash("sha256").update(`${o.question}\n${o.thought}`).digest("hex").slice(0, 16)}`;
    if (seen.has(uuid)) throw new DataError(file, i + 1, "uuid", `duplicate ${JSON.stringify(uuid)}`);
    seen.add(uuid);
    out.push({
      uuid, thought: o.thought as string, benchmark: o.benchmark as string, question: o.question as string,
      reference_answer: (o.reference_answer as string | undefined) ?? null, auditor_list: al as string[],
      propagator: (o.propagator as string | undefined) ?? "unknown", decoy_id: (o.decoy_id as string | undefined) ?? null, simulated: o.simulated === true,
    });
  });
  if (out.length === 0) throw new DataError(file, 0, "-", "no trajectories");
  return out;
}

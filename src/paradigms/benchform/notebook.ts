/**
 * Notebook helpers of BenchForm: load the benchform records of run folders
 * and compute the measures document in one call (notebooks hold calls only).
 *
 * @example
 * // const { records, doc } = await benchformLoad(["data/sim/benchform"]);
 */
import { loadLogs } from "../../load/load-logs.js";
import type { BenchformRecord } from "./kind.js";
import { benchformMeasures, type BenchformMeasuresDoc } from "./measures.js";

/**
 * The benchform records below `paths` and their measures.
 *
 * @param paths JSONL files, run folders or experiment folders
 * @example
 * // (await benchformLoad(["data/sim/benchform"])).doc.label is "(simulated)"
 */
export async function benchformLoad(paths: readonly string[]): Promise<{ records: BenchformRecord[]; doc: BenchformMeasuresDoc }> {
  const logs = await loadLogs(paths);
  const records = (logs.benchform ?? []) as unknown as BenchformRecord[];
  return { records, doc: benchformMeasures(records) };
}

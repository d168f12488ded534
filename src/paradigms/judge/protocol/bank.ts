/**
 * The judge pipeline's task bank (`scenarios/judge/tasks.json`) and master
 * dictionary (`scenarios/judge/master-dictionary.json`), loaded and checked.
 *
 * @example
 * judgeLoadBank(projectPath("scenarios/judge")).tasks.length; // => 12
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { DataError } from "../../../errors.js";
import type { JudgeMasterDictionary } from "./meta-cluster.js";

/** One deterministic multi-hop task. */
export interface JudgeTask {
  id: string;
  domain: string;
  question: string;
  hops: string[];
  answer: string;
  decoy_id: string;
  distractor: string;
}

/** The bank: tasks, swarms to run each under, and the dictionary. */
export interface JudgeBank {
  tasks: JudgeTask[];
  swarms: string[][];
  dictionary: JudgeMasterDictionary;
}

/**
 * Load `tasks.json` (+ `master-dictionary.json` beside it) from a directory or a tasks file.
 * @throws DataError naming the file and field of the first problem
 * @example
 * judgeLoadBank("scenarios/judge").swarms[0]; // => ["gpt"]
 */
export function judgeLoadBank(path: string): JudgeBank {
  const dir = existsSync(path) && statSync(path).isDirectory() ? path : join(path, "..");
  const file = dir === path ? join(dir, "tasks.json") : path;
  const read = (f: string) => {
    try {
      return JSON.parse(readFileSync(f, "utf8"));
    } catch (e) {
      throw new DataError(f, 1, "-", `cannot read JSON (${(e as Error).message})`);
    }
  };
  const raw = read(file);
  if (!Array.isArray(raw.tasks) || raw.tasks.length === 0) throw new DataError(file, 1, "tasks", "expected a non-empty array");
  const ids = new Set<string>();
  raw.tasks.forEach((t: Record<string, unknown>, i: number) => {
    for (const f of ["id", "domain", "question", "answer", "decoy_id", "distractor"]) {
      if (typeof t[f] !== "string" || t[f] === "") throw new DataError(file, 1, `tasks[${i}].${f}`, "expected a non-empty string");
    }
    if (!Array.isArray(t.hops) || t.hops.length !== 3) throw new DataError(file, 1, `tasks[${i}].hops`, "expected a 3-hop fact chain");
    if (ids.has(t.id as string)) throw new DataError(file, 1, `tasks[${i}].id`, `duplicate id ${t.id}`);
    ids.add(t.id as string);
  });
  if (!Array.isArray(raw.swarms) || !raw.swarms.every((s: unknown) => Array.isArray(s))) throw new DataError(file, 1, "swarms", "expected arrays of auditor names");
  const dictionary = read(join(dir, "master-dictionary.json")) as JudgeMasterDictionary;
  if (typeof dictionary.global !== "object" || typeof dictionary.domain_macro !== "object") {
    throw new DataError(join(dir, "master-dictionary.json"), 1, "global", "expected domain_macro and global maps");
  }
  return { tasks: raw.tasks, swarms: raw.swarms, dictionary };
}

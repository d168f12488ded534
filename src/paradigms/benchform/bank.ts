/**
 * BenchForm's items as the benchmark publishes them: one JSON Lines file per
 * BIG-Bench Hard task (`<task>.jsonl`), each line
 * `{idx, inputs, targets, multiple_choice_targets, multiple_choice_scores,
 * split, random_ans_idx, parsed_inputs}`. Read as they are, from a file or a
 * folder of such files (the shared copy `../shared/external/benchform/`, or
 * `--scenarios PATH`). The gold option is the one scored 1 (as BenchForm's
 * `eval.py` takes it); `parsed_inputs` is the question with its lettered
 * answer choices, shown to the model verbatim. Items are ordered round-robin
 * across tasks (so `--limit 13` takes one item of each task); each item
 * carries the next items of its own task in file order, the questions of its
 * prior discussion rounds (trust, doubt). An item's id is `<task>:<line>`:
 * the published `idx` repeats within a file, and BenchForm's analysis pairs
 * a model's answers by row.
 *
 * @example
 * const bank = loadBenchformBank("test/fixtures/paradigms/benchform/bank");
 * [bank.length, bank[0].id, bank[0].gold, bank[0].options]; // => [7, "navigate:1", 0, ["True", "False"]]
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { DataError, InputError } from "../../errors.js";

/** One prior-round question (its text, options and gold index). */
export interface BenchformQuestion {
  id: string;
  question: string;
  options: string[];
  gold: number;
}

/** One BenchForm item: a question of a task, with the questions of its possible prior rounds. */
export interface BenchformItem extends BenchformQuestion {
  task: string;
  idx: number;
  /** Up to five other items of the same task (next in file order, wrapping), for prior discussion rounds. */
  history: BenchformQuestion[];
}

/** Most prior discussion rounds BenchForm uses. */
export const BENCHFORM_MAX_ROUNDS = 5;

function readTask(file: string): BenchformItem[] {
  const task = basename(file).replace(/\.jsonl$/, "");
  const out: BenchformItem[] = [];
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((text, i) => {
    if (text.trim() === "") return;
    const line = i + 1;
    let d: Record<string, unknown>;
    try {
      d = JSON.parse(text) as Record<string, unknown>;
    } catch (e) {
      throw new DataError(file, line, "-", `not valid JSON (${(e as Error).message})`);
    }
    if (!Number.isInteger(d.idx)) throw new DataError(file, line, "idx", `expected an integer, received ${JSON.stringify(d.idx)}`);
    if (typeof d.parsed_inputs !== "string" || d.parsed_inputs.trim() === "") throw new DataError(file, line, "parsed_inputs", "expected the question with its answer choices");
    const options = d.multiple_choice_targets;
    if (!Array.isArray(options) || options.length < 2 || options.length > 26 || options.some((o) => typeof o !== "string"))
      throw new DataError(file, line, "multiple_choice_targets", "expected 2-26 strings");
    const scores = d.multiple_choice_scores;
    if (!Array.isArray(scores) || scores.length !== options.length || scores.filter((s) => s === 1).length !== 1 || scores.some((s) => s !== 0 && s !== 1))
      throw new DataError(file, line, "multiple_choice_scores", `expected one 1 and ${options.length - 1} zeros`);
    const id = `${task}:${line}`; // the published idx repeats within a task file; BenchForm pairs answers by row
    out.push({ id, task, idx: d.idx as number, question: d.parsed_inputs, options: options as string[], gold: scores.indexOf(1), history: [] });
  });
  if (out.length === 0) throw new DataError(file, 1, "-", "file holds no item");
  return out.map((it, i) => ({
    ...it,
    history: Array.from({ length: Math.min(BENCHFORM_MAX_ROUNDS, out.length - 1) }, (_, j) => {
      const h = out[(i + 1 + j) % out.length];
      return { id: h.id, question: h.question, options: h.options, gold: h.gold };
    }),
  }));
}

/**
 * The task files of a bank path: the file itself, or every `*.jsonl` of a folder (sorted).
 *
 * @throws InputError when the path does not exist or the folder has no `.jsonl` file
 * @example
 * benchformTaskFiles("test/fixtures/paradigms/benchform/bank").length; // => 2
 */
export function benchformTaskFiles(path: string): string[] {
  if (!existsSync(path)) throw new InputError(`${path}: no such file or folder (BenchForm's items: ../shared/external/benchform/, or pass --scenarios PATH)`);
  if (!statSync(path).isDirectory()) return [path];
  const files = readdirSync(path).filter((f) => f.endsWith(".jsonl")).sort().map((f) => join(path, f));
  if (files.length === 0) throw new InputError(`${path}: no <task>.jsonl file in this folder`);
  return files;
}

/**
 * Load BenchForm items from a task file or a folder of task files, round-robin across tasks.
 *
 * @param path a `<task>.jsonl` file or a folder of them
 * @throws DataError naming file, line and field for a malformed item; InputError for a missing path
 * @example
 * loadBenchformBank("test/fixtures/paradigms/benchform/bank").map((x) => x.task).slice(0, 3); // => ["navigate", "web_of_lies", "navigate"]
 */
export function loadBenchformBank(path: string): BenchformItem[] {
  const tasks = benchformTaskFiles(path).map(readTask);
  const out: BenchformItem[] = [];
  const longest = Math.max(...tasks.map((t) => t.length));
  for (let i = 0; i < longest; i++) for (const t of tasks) if (i < t.length) out.push(t[i]);
  return out;
}

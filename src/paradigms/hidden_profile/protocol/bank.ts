/**
 * The hidden-profile task schema — the public HiddenBench one — its validator
 * and loader. A task is `{id, name, description, shared_information: string[],
 * hidden_information: string[] (one entry per agent; an entry may also be a
 * string[] when an agent holds several facts), possible_answers: string[],
 * correct_answer}`; `id` may be a string or an integer (kept as a string);
 * extra fields are kept (ours: `domain`, `shared_favoured`). A file is a JSON
 * array, a single JSON object, or JSONL; a directory is every `.json`/`.jsonl`
 * file in it, sorted by name. Ids must be unique.
 *
 * @example
 * const bank = loadHiddenProfileTasks("scenarios/hidden_profile");
 * bank.length;                      // => 40
 * hiddenFactsOf(bank[0]).length;    // => 3 (one per agent)
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DataError } from "../../../errors.js";
import { hpFactTableIssues, type HpFactTableTask } from "./fact-table.js";

/** One hidden-profile task (HiddenBench schema; extra fields kept). */
export interface HiddenProfileTask {
  id: string;
  name: string;
  description: string;
  shared_information: string[];
  hidden_information: (string | string[])[];
  possible_answers: string[];
  correct_answer: string;
  domain?: string;
  /** The wrong option the shared information points to (ours, optional). */
  shared_favoured?: string;
  [extra: string]: unknown;
}

const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === "string");

/** Every hidden fact of a task, flattened in agent order. */
export function hiddenFactsOf(task: Pick<HiddenProfileTask, "hidden_information">): string[] {
  return task.hidden_information.flatMap((h) => (typeof h === "string" ? [h] : h));
}

/**
 * Check one task object; returns it with `id` as a string.
 * @throws DataError naming file, line (1 for JSON files; the line for JSONL) and field
 */
export function validateHiddenProfileTask(x: unknown, file = "<task>", line = 1): HiddenProfileTask {
  const fail = (field: string, reason: string): never => {
    throw new DataError(file, line, field, reason);
  };
  if (x === null || typeof x !== "object" || Array.isArray(x)) fail("-", "expected a task object");
  const o = x as Record<string, unknown>;
  if (!(typeof o.id === "string" && o.id !== "") && !Number.isInteger(o.id)) fail("id", `expected a non-empty string or an integer, received ${JSON.stringify(o.id)}`);
  for (const f of ["name", "description", "correct_answer"]) if (typeof o[f] !== "string") fail(f, `expected a string, received ${JSON.stringify(o[f])}`);
  if (!isStrings(o.shared_information)) fail("shared_information", "expected an array of strings");
  if (!Array.isArray(o.hidden_information) || o.hidden_information.length < 2 || !o.hidden_information.every((h) => typeof h === "string" || (isStrings(h) && h.length > 0))) {
    fail("hidden_information", "expected at least 2 entries, each a string or a non-empty array of strings (one entry per agent)");
  }
  if (!isStrings(o.possible_answers) || o.possible_answers.length < 2) fail("possible_answers", "expected at least 2 strings");
  const answers = o.possible_answers as string[];
  if (new Set(answers).size !== answers.length) fail("possible_answers", "options must be distinct");
  if (!answers.includes(o.correct_answer as string)) fail("correct_answer", `${JSON.stringify(o.correct_answer)} is not one of possible_answers`);
  if (o.shared_favoured !== undefined && (typeof o.shared_favoured !== "string" || !answers.includes(o.shared_favoured) || o.shared_favoured === o.correct_answer)) {
    fail("shared_favoured", "expected a possible answer other than correct_answer");
  }
  const tableIssue = hpFactTableIssues(o as unknown as HpFactTableTask)[0];
  if (tableIssue !== undefined) fail(tableIssue.split(":")[0], tableIssue.slice(tableIssue.indexOf(":") + 2));
  return { ...(o as HiddenProfileTask), id: String(o.id) };
}

function parseFile(path: string): HiddenProfileTask[] {
  const text = readFileSync(path, "utf8").replace(/^\uFEFF/, "");
  const trimmed = text.trim();
  if (trimmed === "") throw new DataError(path, 1, "-", "file holds no task");
  if (trimmed.startsWith("[") || (trimmed.startsWith("{") && !path.endsWith(".jsonl"))) {
    let doc: unknown;
    try {
      doc = JSON.parse(trimmed);
    } catch (e) {
      if (trimmed.startsWith("[")) throw new DataError(path, 1, "-", `not valid JSON (${(e as Error).message})`);
      return parseLines(path, text);
    }
    const arr = Array.isArray(doc) ? doc : [doc];
    return arr.map((t) => validateHiddenProfileTask(t, path, 1));
  }
  return parseLines(path, text);
}

function parseLines(path: string, text: string): HiddenProfileTask[] {
  const out: HiddenProfileTask[] = [];
  text.split(/\r?\n/).forEach((l, i) => {
    if (l.trim() === "") return;
    let v: unknown;
    try {
      v = JSON.parse(l);
    } catch {
      throw new DataError(path, i + 1, "-", "not valid JSON");
    }
    out.push(validateHiddenProfileTask(v, path, i + 1));
  });
  return out;
}

/**
 * Load tasks from a file or a directory (see module doc).
 * @throws DataError for an unreadable file, an invalid task or a repeated id
 */
export function loadHiddenProfileTasks(path: string): HiddenProfileTask[] {
  let files: string[];
  try {
    files = statSync(path).isDirectory()
      ? readdirSync(path).filter((n) => /\.jsonl?$/.test(n)).sort().map((n) => join(path, n))
      : [path];
  } catch (e) {
    throw new DataError(path, 1, "-", `cannot read (${(e as Error).message})`);
  }
  const out: HiddenProfileTask[] = [];
  const seen = new Set<string>();
  for (const f of files) {
    for (const t of parseFile(f)) {
      if (seen.has(t.id)) throw new DataError(f, 1, "id", `duplicate task id ${JSON.stringify(t.id)}`);
      seen.add(t.id);
      out.push(t);
    }
  }
  if (out.length === 0) throw new DataError(path, 1, "-", "no task found");
  return out;
}

/**
 * A task's elimination table read by meaning (issue 20): the optional task
 * fields `fact_eliminates` and `joint_eliminates`, written by a reader of the
 * task (as HiddenBench's generation prompt asks for "rows = facts, columns =
 * options"), which the simulator and so `tasks validate`'s per-fact check use
 * in place of the word-level table ({@link hpSettles}) when a task carries them.
 *
 * - `fact_eliminates`: one row per `hidden_information` entry (per agent): the
 *   options that entry, read with the shared facts, rules out (no longer a
 *   sensible answer), `[]` for none.
 * - `joint_eliminates` (optional): `{facts: [i, j, ...], eliminates: [...]}` for
 *   evidence split across entries: the options those entries rule out only
 *   together (e.g. a certificate's validity period and its issue date).
 *
 * A set of seen facts SETTLES the task when the rows of the entries it covers
 * completely (and the joint rows all of whose entries it covers) rule out
 * every wrong option and not the correct one — the same rule as the word
 * table's, on the reader's reading. Real models never see these fields (the
 * prompts render only the description and the facts). A task without the
 * fields falls back to the word table.
 *
 * @example
 * const t = { shared_information: ["s"], hidden_information: ["wet walls are dry", "membrane intact"], possible_answers: ["Pipe", "Rain", "Damp"], correct_answer: "Pipe",
 *   fact_eliminates: [["Damp"], ["Rain"]] };
 * hpSettlesByTable(t, ["wet walls are dry"]); // => false
 * hpSettlesByTable(t, ["wet walls are dry", "membrane intact"]); // => true
 * hpSettlesByTable({ ...t, fact_eliminates: undefined }, ["membrane intact"]); // => null (no table: the word table decides)
 */
import { hpSettles, type HpEvidenceTask } from "./evidence.js";

/** The task fields the meaning table reads. */
export interface HpFactTableTask extends HpEvidenceTask {
  hidden_information: readonly (string | readonly string[])[];
  fact_eliminates?: unknown;
  joint_eliminates?: unknown;
}

const entryFacts = (e: string | readonly string[]): readonly string[] => (typeof e === "string" ? [e] : e);
const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

/**
 * What is wrong with a task's table (empty when it has none or it is well formed): rows per entry,
 * known options, entry indexes in range, the correct answer never ruled out.
 * @example
 * hpFactTableIssues({ shared_information: [], hidden_information: ["a", "b"], possible_answers: ["X", "Y"], correct_answer: "X", fact_eliminates: [["Y"]] });
 * // => ["fact_eliminates: expected one row per hidden_information entry (2), received 1"]
 */
export function hpFactTableIssues(task: HpFactTableTask): string[] {
  const out: string[] = [];
  const opts = new Set(task.possible_answers);
  const n = task.hidden_information.length;
  const checkOptions = (field: string, v: unknown): void => {
    if (!Array.isArray(v) || !v.every((o) => typeof o === "string")) out.push(`${field}: expected an array of possible answers`);
    else for (const o of v as string[]) {
      if (!opts.has(o)) out.push(`${field}: ${JSON.stringify(o)} is not one of possible_answers`);
      else if (o === task.correct_answer) out.push(`${field}: rules out the correct answer ${JSON.stringify(o)}`);
    }
  };
  if (task.fact_eliminates !== undefined) {
    const rows = task.fact_eliminates;
    if (!Array.isArray(rows) || rows.length !== n) out.push(`fact_eliminates: expected one row per hidden_information entry (${n}), received ${Array.isArray(rows) ? rows.length : JSON.stringify(rows)}`);
    else rows.forEach((r, i) => checkOptions(`fact_eliminates[${i}]`, r));
  }
  if (task.joint_eliminates !== undefined) {
    if (task.fact_eliminates === undefined) out.push("joint_eliminates: only with fact_eliminates");
    const joint = task.joint_eliminates;
    if (!Array.isArray(joint)) out.push("joint_eliminates: expected an array of {facts, eliminates}");
    else joint.forEach((j, k) => {
      const facts = (j as { facts?: unknown })?.facts;
      if (!Array.isArray(facts) || facts.length < 2 || !facts.every((i) => Number.isInteger(i) && i >= 0 && i < n) || new Set(facts).size !== facts.length) {
        out.push(`joint_eliminates[${k}].facts: expected at least 2 distinct entry indexes in 0..${n - 1}`);
      }
      checkOptions(`joint_eliminates[${k}].eliminates`, (j as { eliminates?: unknown })?.eliminates);
    });
  }
  return out;
}

/**
 * Whether the `seen` facts settle the task by its meaning table (see module doc); null when the task has no table.
 * @example
 * hpSettlesByTable({ shared_information: [], hidden_information: ["a", "b"], possible_answers: ["X", "Y"], correct_answer: "X", fact_eliminates: [[], []], joint_eliminates: [{ facts: [0, 1], eliminates: ["Y"] }] }, ["a", "b"]);
 * // => true
 */
export function hpSettlesByTable(task: HpFactTableTask, seen: readonly string[]): boolean | null {
  const rows = task.fact_eliminates;
  if (!Array.isArray(rows)) return null;
  const seenSet = new Set(seen.map(squash));
  const covered = task.hidden_information.map((e) => entryFacts(e).every((f) => seenSet.has(squash(f))));
  const out = new Set<string>();
  rows.forEach((r, i) => {
    if (covered[i] && Array.isArray(r)) for (const o of r) out.add(String(o));
  });
  const joint = Array.isArray(task.joint_eliminates) ? (task.joint_eliminates as { facts: number[]; eliminates: string[] }[]) : [];
  for (const j of joint) if (j.facts.every((i) => covered[i])) for (const o of j.eliminates) out.add(o);
  return !out.has(task.correct_answer) && task.possible_answers.every((o) => o === task.correct_answer || out.has(o));
}

/**
 * The settle test the simulator uses: the task's meaning table when it has one, else the word table ({@link hpSettles}).
 * @example
 * const t = { shared_information: [], hidden_information: ["The outside walls are dry.", "b"], possible_answers: ["Pipe", "Damp"], correct_answer: "Pipe" };
 * hpSettlesRead(t, ["The outside walls are dry."]); // => false (the words name no option)
 * hpSettlesRead({ ...t, fact_eliminates: [["Damp"], []] }, ["The outside walls are dry."]); // => true (read by meaning)
 */
export function hpSettlesRead(task: HpFactTableTask, seen: readonly string[]): boolean {
  return hpSettlesByTable(task, seen) ?? hpSettles(task, seen);
}

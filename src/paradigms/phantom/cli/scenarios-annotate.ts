/**
 * `groupthink scenarios annotate [--scenarios PATH] --out SHEET.csv [--sample N] [--seed S] [--json]`:
 * write a rubric sheet for annotators (paper 000 §3.3, App. B.3): one RFC 4180
 * CSV row per scenario × rubric item (the seven items of `PHANTOM_RUBRIC`),
 * with the scenario's text and taxonomy and a blank `answer` column (yes/no)
 * and `note` column; `--sample N` takes N scenarios drawn without replacement
 * (seeded, the paper sampled 150), otherwise every scenario of the bank
 * (default the shipped one). The annotator instructions (App. B.3, verbatim)
 * go to `SHEET.instructions.txt`. Two filled sheets go to `scenarios agreement`.
 *
 * @example
 * // $ groupthink scenarios annotate --out /tmp/sheet.csv --sample 150 --seed 1 --json
 * // {"sheet":"/tmp/sheet.csv","scenarios":150,"rows":1050,"items":7}
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { UsageError } from "../../../errors.js";
import { projectPath } from "../../../paths.js";
import { createRng } from "../../../stats/rng.js";
import { checkPhantomBank } from "../protocol/load-bank.js";
import { PHANTOM_ANNOTATOR_INSTRUCTIONS, PHANTOM_RUBRIC } from "../protocol/annotation-rubric.js";
import type { PhantomScenario } from "../protocol/scenario.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { toCsv } from "./annotation-csv.js";
import type { CommandHelp } from "../../../cli/help.js";

/** The sheet's columns, in order. */
export const ANNOTATION_COLUMNS = [
  "scenario_id", "item", "question", "answer", "note", "domain", "title", "gold", "phantom_target", "norm_source", "belief_target",
  "outcome_risk", "base_context", "decision_request", "public_signals", "neutral_comments",
] as const;

/**
 * The sheet's rows (header first) for some scenarios.
 * @example
 * annotationRows(bank.slice(0, 1)).length; // => 8 (header + 7 items)
 */
export function annotationRows(scenarios: readonly PhantomScenario[]): string[][] {
  const rows: string[][] = [[...ANNOTATION_COLUMNS]];
  for (const s of scenarios) {
    for (const r of PHANTOM_RUBRIC) {
      rows.push([
        s.id, r.item, r.question, "", "", s.domain, s.title, s.gold, s.phantom_target, s.norm_source, s.belief_target, s.outcome_risk,
        s.base_context, s.decision_request, s.public_signals.map((x, j) => `${j + 1}. ${x}`).join("\n"), s.neutral_comments.map((x, j) => `${j + 1}. ${x}`).join("\n"),
      ]);
    }
  }
  return rows;
}

/** `groupthink scenarios annotate --help`. */
export const help: CommandHelp = {
  usage: "groupthink scenarios annotate [--scenarios PATH] --out SHEET.csv [--sample N] [--seed S] [--json]",
  summary: "Write a rubric sheet for two annotators (paper 000 §3.3, App. B.3): one RFC 4180 CSV row per scenario and rubric item (the paper's seven items), with the scenario's text and taxonomy and blank answer (yes/no) and note columns; the paper's annotator instructions go to SHEET.instructions.txt. Compare two filled sheets with `groupthink scenarios agreement`.",
  options: [
    ["--scenarios PATH", "scenarios/phantom", "the bank (file or folder)"],
    ["--out SHEET.csv", "", "the sheet to write (required; its folder is created)"],
    ["--sample N", "", "N scenarios drawn without replacement (the paper sampled 150); default every scenario"],
    ["--seed S", "0", "seed of the sample"],
    ["--json", "", "print a JSON summary"],
  ],
  examples: ["groupthink scenarios annotate --out annotation/sheet-A.csv --sample 150 --seed 1"],
};

/**
 * Run `groupthink scenarios annotate`.
 * @throws UsageError without `--out`, for a bad `--sample`, or an unreadable bank
 * @example
 * await main(["--out", "/tmp/sheet.csv", "--sample", "12"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, { scenarios: "string", out: "string", sample: "number", seed: "number", json: "boolean" });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!options.out) throw new UsageError("--out SHEET.csv is required");
  const path = options.scenarios ?? projectPath("scenarios/phantom");
  if (!existsSync(path)) throw new UsageError(`--scenarios ${path}: no such file or folder`);
  const check = checkPhantomBank(path, { quotas: false });
  if (check.scenarios.length === 0) throw new UsageError(`--scenarios ${path}: no valid phantom scenario (${check.issues.length} problem(s); see groupthink scenarios validate)`);
  let picked = [...check.scenarios];
  if (options.sample !== undefined) {
    const n = intOption(options, "sample", 0);
    if (n < 1) throw new UsageError(`--sample expects a positive integer, received ${options.sample}`);
    const rng = createRng(intOption(options, "seed", 0));
    for (let i = picked.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [picked[i], picked[j]] = [picked[j], picked[i]];
    }
    picked = picked.slice(0, Math.min(n, picked.length)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  const rows = annotationRows(picked);
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, toCsv(rows));
  const instructions = options.out.replace(/\.csv$/i, "") + ".instructions.txt";
  writeFileSync(instructions, `${PHANTOM_ANNOTATOR_INSTRUCTIONS}\n\nFor each row answer the question with yes or no in the "answer" column (a valid scenario answers:\n${PHANTOM_RUBRIC.map((r) => `  ${r.item}: ${r.pass}`).join("\n")}\n). Leave "answer" blank to skip a row; use "note" for comments.\n`);
  const summary = { sheet: options.out, instructions, scenarios: picked.length, rows: rows.length - 1, items: PHANTOM_RUBRIC.length };
  process.stdout.write(options.json ? JSON.stringify(summary) + "\n" : `wrote ${options.out}: ${picked.length} scenarios × ${PHANTOM_RUBRIC.length} rubric items = ${rows.length - 1} rows (instructions: ${instructions})\n`);
  return 0;
}

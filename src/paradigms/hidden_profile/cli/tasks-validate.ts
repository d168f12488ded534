/**
 * `groupthink tasks validate [--scenarios PATH] --model M --out DIR
 * [--sessions 30] [--base-url URL] [--concurrency C] [--seed S] [--json]`:
 * validate hidden-profile tasks through the runner (HiddenBench §4.2 plus the
 * per-fact check of issue 14). One run (`DIR/run`, variant `validation`,
 * hidden entries dealt fixed: agent i holds entry i) asks every agent's
 * pre-discussion vote on its own information and the full-profile vote,
 * `sessions` times per task. A task is kept when full ≥ 0.8 and hidden ≤ 0.2
 * (pooled), and EVERY agent's information alone (shared + its hidden
 * entry) is correct ≤ 0.2 of its ≥ 10 sessions. Writes `DIR/validation.json`
 * (per task: verdict, reason, accuracies, and per agent: entry, n sessions,
 * correct) and `DIR/tasks.json` (the kept tasks); prints a summary. For the
 * in-process simulator the bank is handed to it (as `sim serve --scenarios
 * PATH` does over HTTP). Re-running resumes the run.
 *
 * @example
 * // $ groupthink tasks validate --model sim:gpt-4.1-sim --out data/sim/hidden_profile/validation --json
 * // {"tasks":24,"kept":3,"rejected":21,"per_fact_pass":17,"out":"data/sim/hidden_profile/validation"}
 */
import { scenariosPath } from "../../../runner/public-datasets.js";
import { mkdirSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { UsageError } from "../../../errors.js";
import { loadLogs } from "../../../load/load-logs.js";
import { hiddenProfileValidationReport, type HpValidationReport } from "../measures/index.js";
import { projectPath } from "../../../paths.js";
import { hiddenProfileProtocol, loadHiddenProfileTasks } from "../protocol/index.js";
import { simResponders } from "../../../runner/protocols/registry.js";
import { runProtocol } from "../../../runner/run-protocol.js";
import type { SimResponder } from "../../../runner/types.js";
import { parseArgs } from "../../../cli/args.js";
import type { CommandHelp } from "../../../cli/help.js";

/**
 * Default sessions per task: 30, not the minimum 10, because the per-fact
 * rule (≤ 0.2 of one agent's votes) is noisy at 10 (a model correct 10% of
 * the time alone fails it with probability 0.07 per agent at 10 sessions,
 * 0.03 at 30 with the rule 5·correct ≤ n).
 */
export const HP_VALIDATE_SESSIONS = 30;

/** `groupthink tasks validate --help`. */
export const help: CommandHelp = {
  usage: "groupthink tasks validate [--scenarios PATH] --model M --out DIR [--sessions N] [--base-url URL] [--concurrency C] [--seed S] [--json]",
  summary: "Validate hidden-profile tasks through the runner (HiddenBench §4.2 plus the per-fact check): every agent's pre-discussion vote on its own information and the full-profile vote, N sessions per task, hidden entries dealt fixed (agent i holds entry i). A task is kept when full >= 0.8 and hidden <= 0.2 (pooled) and every agent's information alone is correct in at most 20% of its >= 10 sessions. Writes DIR/validation.json (per task and agent: entry, sessions, correct) and DIR/tasks.json (kept tasks); the run is DIR/run (re-running resumes). For the simulator over HTTP start it with the bank: groupthink sim serve --scenarios PATH.",
  options: [
    ["--scenarios PATH", "scenarios/hidden_profile", "task file or folder (HiddenBench schema), or hiddenbench (the public file by name, docs/DATASETS.md)"],
    ["--model M", "", "model or sim:PROFILE (required)"],
    ["--out DIR", "", "output folder (required)"],
    ["--sessions N", String(HP_VALIDATE_SESSIONS), "sessions per task and condition (at least 10)"],
    ["--base-url URL", "$OPENAI_BASE_URL", "endpoint"],
    ["--concurrency C", "4", "requests in flight"],
    ["--seed S", "0", "run seed"],
    ["--json", "", 'print {"tasks", "kept", "rejected", "per_fact_pass", "out"}'],
  ],
  exit: [["0", "the run completed (a rejected task is a finding, not a failure)"], ["1", "bad input or failed calls"], ["2", "bad usage"]],
  examples: ["groupthink tasks validate --model sim:gpt-4.1-sim --out /tmp/val --json", "groupthink tasks validate --scenarios hiddenbench --model M --base-url URL --out /tmp/hb-val"],
};

/** Options of {@link validateHiddenProfileBank}. */
export interface ValidateTasksOptions {
  model: string;
  out: string;
  /** Task file or folder (default: the shipped bank). */
  scenarios?: string;
  sessions?: number;
  baseURL?: string;
  concurrency?: number;
  seed?: number;
  /** Run folder below `out` (default `run`). */
  runDir?: string;
}

/** The registered responders with `banks` added to every call (what `--scenarios` gives the in-process simulator). */
export function respondersWithBanks(banks: readonly string[]): SimResponder[] {
  return simResponders().map((r) => ({ ...r, respond: (call) => r.respond({ ...call, banks: [...(call.banks ?? []), ...banks] }) }));
}

/** Validate a bank (see module doc); returns the report (rows in bank order). */
export async function validateHiddenProfileBank(o: ValidateTasksOptions): Promise<HpValidationReport & { sessions: number }> {
  const bankPath = resolve((await scenariosPath(o.scenarios)) ?? projectPath("scenarios/hidden_profile")); // `hiddenbench` by name too
  const bank = loadHiddenProfileTasks(bankPath);
  const sessions = o.sessions ?? HP_VALIDATE_SESSIONS;
  const runDir = join(o.out, o.runDir ?? "run");
  await runProtocol({
    model: o.model, baseURL: o.baseURL, concurrency: o.concurrency, seed: o.seed ?? 0, protocol: hiddenProfileProtocol, out: runDir,
    scenarios: bankPath, simResponders: respondersWithBanks([bankPath]),
    protocolOptions: { sessions, phases: "pre,full", rounds: 0, variant: "validation", deal: "fixed" },
  });
  const records = (await loadLogs([join(runDir, "records.jsonl")])).hidden_profile;
  return { ...hiddenProfileValidationReport(bank.map((t) => ({ id: t.id, ok: true, error: null })), records), sessions };
}

/** Write `validation.json` and `tasks.json` for a report over `bankPath`'s tasks. */
export function writeValidation(out: string, bankPath: string, model: string, seed: number, report: HpValidationReport & { sessions: number }): void {
  const keep = new Set(report.rows.filter((r) => r.status === "kept").map((r) => r.id));
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "tasks.json"), JSON.stringify(loadHiddenProfileTasks(bankPath).filter((t) => keep.has(t.id)), null, 1) + "\n");
  const rel = relative(process.cwd(), bankPath);
  const bank = rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel : bankPath; // no machine path for a bank inside the project
  writeFileSync(join(out, "validation.json"), JSON.stringify({ model, bank, seed, ...report }, null, 1) + "\n");
}

/** Entry point; returns the exit status (0; a rejected task is a finding, not a failure). */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, {
    model: "string", out: "string", scenarios: "string", sessions: "number", "base-url": "string", concurrency: "number", seed: "number", json: "boolean",
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!options.model) throw new UsageError("--model M is required");
  if (!options.out) throw new UsageError("--out DIR is required");
  for (const k of ["sessions", "concurrency"] as const) {
    const v = options[k];
    if (v !== undefined && (!Number.isInteger(v) || v < 1)) throw new UsageError(`--${k} expects a positive integer, received ${v}`);
  }
  if (options.sessions !== undefined && options.sessions < 10) throw new UsageError(`--sessions must be at least 10 (the validation criteria need 10 sessions), received ${options.sessions}`);
  const bankPath = resolve(options.scenarios ?? projectPath("scenarios/hidden_profile"));
  const seed = options.seed ?? 0;
  const report = await validateHiddenProfileBank({
    model: options.model, out: options.out, scenarios: bankPath, sessions: options.sessions, baseURL: options["base-url"], concurrency: options.concurrency, seed,
  });
  writeValidation(options.out, bankPath, options.model, seed, report);
  if (options.json) {
    const factsOk = report.rows.filter((r) => r.facts_ok === true).length;
    process.stdout.write(JSON.stringify({ tasks: report.candidates, kept: report.kept, rejected: report.rejected, per_fact_pass: factsOk, out: options.out }) + "\n");
  } else {
    const lines = report.rows.map((r) => `${r.id}  ${r.status}  pre ${r.pre_acc?.toFixed(3) ?? "none"}  full ${r.full_acc?.toFixed(3) ?? "none"}${r.reason ? `  ${r.reason}` : ""}`);
    const factsOk = report.rows.filter((r) => r.facts_ok === true).length;
    process.stdout.write(`${lines.join("\n")}\n${report.kept} of ${report.candidates} tasks pass every criterion; ${factsOk} of ${report.candidates} pass the per-fact check (${report.sessions} sessions each; per-agent evidence in ${join(options.out, "validation.json")})\n`);
  }
  return 0;
}

/**
 * `groupthink tasks generate --model M --out DIR [--count N] [--sessions 10]
 * [--base-url URL] [--concurrency C] [--seed S] [--json]`: the hidden-profile
 * task generation pipeline (HiddenBench §4.2). Stage 1 drafts `count`
 * candidates through the runner (draft jobs of the `hidden_profile` protocol,
 * run dir `DIR/draft`); the usable ones go to `DIR/draft/candidates.json`;
 * stage 2 validates them as `tasks validate` does (run dir `DIR/validate`,
 * variant `validation`: pre and full votes, hidden entries dealt fixed);
 * stage 3 keeps a candidate when full ≥ 0.8 and hidden ≤ 0.2 over ≥ 10
 * sessions each AND every agent's information alone stays ≤ 0.2 (the
 * per-fact check). Writes
 * `DIR/tasks.json` (kept tasks, public schema) and `DIR/validation.json`
 * (the funnel: every candidate's evidence and the reason for each rejection).
 * Re-running resumes both runs.
 *
 * @example
 * // $ groupthink tasks generate --model sim:typical --out data/sim/hidden_profile/generated --count 20 --json
 * // {"candidates":20,"drafted":18,"kept":7,"rejected":13,"out":"data/sim/hidden_profile/generated"}
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { join } from "node:path";
import { UsageError } from "../../../errors.js";
import { hiddenProfileValidationReport, type HpValidationReport } from "../measures/index.js";
import { projectPath } from "../../../paths.js";
import { hiddenProfileProtocol, loadHiddenProfileTasks, type HiddenProfileTask } from "../protocol/index.js";
import type { HpCandidateOutcome } from "../protocol/index.js";
import { runProtocol } from "../../../runner/run-protocol.js";
import { parseArgs } from "../../../cli/args.js";
import type { CommandHelp } from "../../../cli/help.js";
import { validateHiddenProfileBank } from "./tasks-validate.js";

/** `groupthink tasks generate --help`. */
export const help: CommandHelp = {
  usage: "groupthink tasks generate --model M --out DIR [--count N] [--sessions N] [--base-url URL] [--concurrency C] [--seed S] [--json]",
  summary: "The hidden-profile task generation pipeline (HiddenBench §4.2): draft candidates (DIR/draft; usable ones in DIR/draft/candidates.json), validate them as tasks validate does (DIR/validate: full >= 0.8 and hidden <= 0.2 pooled, and every agent's information alone <= 0.2, over >= 10 sessions), keep the ones that pass; writes DIR/tasks.json and DIR/validation.json (every candidate's evidence and rejection reason). Re-running resumes. For the simulator over HTTP start it with the draft folder: groupthink sim serve --scenarios DIR/draft.",
  options: [
    ["--model M", "", "model or sim:PROFILE (required)"],
    ["--out DIR", "", "output folder (required)"],
    ["--count N", "20", "candidates to draft"],
    ["--sessions N", "10", "validation sessions per condition (at least 10 for a verdict)"],
    ["--base-url URL", "$OPENAI_BASE_URL", "endpoint"],
    ["--concurrency C", "4", "requests in flight"],
    ["--seed S", "0", "run seed"],
    ["--json", "", 'print {"candidates", "drafted", "kept", "rejected", "out"}'],
  ],
  exit: [["0", "the pipeline completed"], ["1", "bad input or failed calls"], ["2", "bad usage"]],
  examples: ["groupthink tasks generate --model sim:typical --out /tmp/tasks --count 20 --json"],
};

/** Options of {@link generateHiddenProfileTasks}. */
export interface GenerateTasksOptions {
  model: string;
  out: string;
  count?: number;
  sessions?: number;
  baseURL?: string;
  concurrency?: number;
  seed?: number;
  /** Example tasks shown to the drafter (default: the embedded bank). */
  examples?: HiddenProfileTask[];
}

/** Run the pipeline (see module doc); returns the funnel report. */
export async function generateHiddenProfileTasks(o: GenerateTasksOptions): Promise<HpValidationReport> {
  const count = o.count ?? 20;
  const sessions = o.sessions ?? 10;
  const seed = o.seed ?? 0;
  const common = { model: o.model, baseURL: o.baseURL, concurrency: o.concurrency, seed, protocol: hiddenProfileProtocol };
  const examples = o.examples ?? loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
  const draftDir = join(o.out, "draft");
  await runProtocol({ ...common, out: draftDir, bank: examples, protocolOptions: { mode: "draft", count, prefix: `gen-s${seed}` } });
  const candDir = join(draftDir, "candidates");
  const outcomes: HpCandidateOutcome[] = (existsSync(candDir) ? readdirSync(candDir) : [])
    .filter((n) => n.endsWith(".json")).sort()
    .map((n) => JSON.parse(readFileSync(join(candDir, n), "utf8")) as HpCandidateOutcome);
  const usable = outcomes.filter((c) => c.task !== null).map((c) => c.task as HiddenProfileTask);
  let validation: HpValidationReport = { candidates: 0, drafted: 0, kept: 0, rejected: 0, rows: [] };
  if (usable.length > 0) {
    const candFile = resolve(join(draftDir, "candidates.json"));
    writeFileSync(candFile, JSON.stringify(usable, null, 1) + "\n");
    validation = await validateHiddenProfileBank({ ...common, out: o.out, runDir: "validate", scenarios: candFile, sessions });
  }
  const checked = new Map(validation.rows.map((r) => [r.id, r]));
  const rows = outcomes.map((c) => (c.task === null
    ? { id: c.id, status: "rejected" as const, stage: "draft" as const, reason: `draft unusable: ${c.error}`, pre_acc: null, full_acc: null, pre_sessions: 0, full_sessions: 0, facts: [], facts_ok: null }
    : checked.get(c.id) ?? hiddenProfileValidationReport([{ id: c.id, ok: true, error: null }], []).rows[0]));
  const kept = rows.filter((r) => r.status === "kept").length;
  const report: HpValidationReport = { candidates: rows.length, drafted: usable.length, kept, rejected: rows.length - kept, rows };
  const keep = new Set(report.rows.filter((r) => r.status === "kept").map((r) => r.id));
  mkdirSync(o.out, { recursive: true });
  writeFileSync(join(o.out, "tasks.json"), JSON.stringify(usable.filter((t) => keep.has(t.id)), null, 1) + "\n");
  writeFileSync(join(o.out, "validation.json"), JSON.stringify({ model: o.model, count, sessions, seed, ...report }, null, 1) + "\n");
  return report;
}

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, {
    model: "string", out: "string", count: "number", sessions: "number", "base-url": "string", concurrency: "number", seed: "number", json: "boolean",
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!options.model) throw new UsageError("--model M is required");
  if (!options.out) throw new UsageError("--out DIR is required");
  for (const k of ["count", "sessions", "concurrency"] as const) {
    const v = options[k];
    if (v !== undefined && (!Number.isInteger(v) || v < 1)) throw new UsageError(`--${k} expects a positive integer, received ${v}`);
  }
  const report = await generateHiddenProfileTasks({
    model: options.model, out: options.out, count: options.count, sessions: options.sessions, baseURL: options["base-url"],
    concurrency: options.concurrency, seed: options.seed,
  });
  if (options.json) {
    process.stdout.write(JSON.stringify({ candidates: report.candidates, drafted: report.drafted, kept: report.kept, rejected: report.rejected, out: options.out }) + "\n");
  } else {
    const lines = report.rows.map((r) => `${r.id}  ${r.status}${r.reason ? `  ${r.reason}` : ""}`);
    process.stdout.write(`${lines.join("\n")}\n${report.kept} of ${report.candidates} candidates kept (${report.drafted} drafted usable); tasks in ${join(options.out, "tasks.json")}, evidence in ${join(options.out, "validation.json")}\n`);
  }
  return 0;
}

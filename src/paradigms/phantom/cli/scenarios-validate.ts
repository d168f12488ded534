/**
 * `groupthink scenarios validate [PATH] [--quotas|--no-quotas] [--json]`:
 * check a phantom scenario bank against the schema, the mechanical floor of the
 * seven-item annotation rubric, the norm-source markers, unique case texts and
 * the sentence-reuse limit. Without PATH it checks the shipped bank
 * (`scenarios/phantom`) and also its exact construction quotas
 * (`design-quotas.ts`: 5 domains × 96, ...); with PATH (a user bank of any
 * size) quotas are off unless `--quotas` is given. Prints
 * one `FILE: ID: FIELD: reason` line per problem on stderr (or, with `--json`,
 * the summary below on stdout); exit 0 when valid, 1 otherwise. A PATH that
 * does not exist is one line `PATH: no such file or directory (…)` on stderr
 * (and, with `--json`, a summary with that issue and `"ok": false`), exit 1.
 *
 * JSON: `{"path", "files": [..], "scenarios": N, "valid": N, "issues": [{file,id,field,reason}],
 * "counts": {"gold": {..}, "direction": {..}, "domain": {..}, "norm_source": {..}, "belief_target": {..}, "outcome_risk": {..}}, "ok": bool}`
 *
 * @example
 * // $ groupthink scenarios validate --json
 * // {"path":"scenarios/phantom","files":["scenarios/phantom/bank.json"],"scenarios":480,"valid":480,"issues":[],"quotas":true,...,"ok":true}
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { escapeTerminal } from "../../../errors.js";
import { projectPath } from "../../../paths.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { bankFiles, checkPhantomBank } from "../protocol/load-bank.js";
import { direction, type PhantomScenario } from "../protocol/scenario.js";
import { formatIssue } from "../protocol/validate-scenario.js";

function countBy(xs: PhantomScenario[], f: (s: PhantomScenario) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of xs) out[f(s)] = (out[f(s)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A path as shown: relative to the working directory when inside it, else as given. */
function shownPath(p: string): string {
  const r = relative(process.cwd(), p);
  return r === "" || r.startsWith("..") ? p : r;
}

function total(files: string[]): number {
  let n = 0;
  for (const f of files) {
    try {
      const v = JSON.parse(readFileSync(f, "utf8")) as { scenarios?: unknown[] };
      n += Array.isArray(v.scenarios) ? v.scenarios.length : 0;
    } catch {
      // counted as an issue by the checker
    }
  }
  return n;
}

/**
 * Run `groupthink scenarios validate` (see the file comment for options and output).
 * @param argv the arguments after the command name
 * @returns the exit code: 0 when the bank is valid, 1 otherwise
 * @example
 * await main(["--json"]); // => 0, printing {"path":"scenarios/phantom",...,"ok":true}
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", seed: "number", quotas: "boolean", "no-quotas": "boolean" });
  intOption(options, "seed", 0);
  const path = positionals[0] ?? projectPath("scenarios/phantom");
  if (positionals.length > 1) {
    process.stderr.write("usage: groupthink scenarios validate [PATH] [--quotas|--no-quotas] [--json]\n");
    return 2;
  }
  const shown = path === "" ? '""' : shownPath(path);
  if (!existsSync(path)) {
    const reason = "no such file or directory (expected a scenario bank file or folder)";
    process.stderr.write(`${escapeTerminal(shown)}: ${reason}\n`);
    if (options.json) process.stdout.write(JSON.stringify({ path: shown, files: [], scenarios: 0, valid: 0, issues: [{ file: shown, id: "-", field: "-", reason }], ok: false }) + "\n");
    return 1;
  }
  const files = bankFiles(path);
  const quotas = options["no-quotas"] ? false : options.quotas ? true : positionals.length === 0;
  const check = checkPhantomBank(path, { quotas });
  const s = check.scenarios;
  const summary = {
    path: shown,
    files: files.map(shownPath),
    scenarios: total(files),
    valid: s.length,
    issues: check.issues,
    quotas,
    counts: {
      gold: countBy(s, (x) => x.gold), direction: countBy(s, (x) => direction(x.gold, x.phantom_target)), domain: countBy(s, (x) => x.domain),
      norm_source: countBy(s, (x) => x.norm_source), belief_target: countBy(s, (x) => x.belief_target), outcome_risk: countBy(s, (x) => x.outcome_risk),
    },
    ok: check.issues.length === 0,
  };
  if (options.json) process.stdout.write(JSON.stringify(summary) + "\n");
  else {
    for (const i of check.issues) process.stderr.write(escapeTerminal(formatIssue(i)) + "\n");
    process.stdout.write(`${shown}: ${summary.valid}/${summary.scenarios} scenarios valid, ${check.issues.length} issue(s)\n`);
  }
  return summary.ok ? 0 : 1;
}

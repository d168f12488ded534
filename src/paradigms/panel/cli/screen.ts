/**
 * `groupthink screen LOG... [--members A,B,C] [--conditions C1,C2] [--bootstrap B] [--seed S] [--json]`: the
 * pre-deployment screen of paper 002 §5 on a panel's own logs (N reviewers,
 * any number of seeds/repeats; files, run folders or experiment folders). For
 * each condition present: the verdict (`protective` / `not protective` /
 * `inconclusive`, or `collapsed` when the panel errs on at least 95% of the
 * complete-panel units of a class, ≥ 10 units, and is not `not protective`), the panel's error rate minus the average reviewer's per
 * class with item-bootstrap intervals, and how far the pressure moved the
 * panel from the solo-majority and silent-peers panels. `--json` prints
 * `{"command":"screen","reviewers":[…],"simulated":…,"bootstrap":B,"conditions":[{"condition","verdict",
 * "panel","average_reviewer","difference","shift_from_solo","shift_from_silent","message"}]}`
 * (every difference a `{value, n, ci}`).
 *
 * @example
 * // $ groupthink screen data/sim/panel --json --bootstrap 2000
 * // {"command":"screen","reviewers":["a","b","c"],"simulated":true,"bootstrap":2000,"conditions":[{"condition":"solo","verdict":"protective",…}]}
 */
import { jsonLine } from "../../../cli/provenance-output.js";
import { DataError, UsageError } from "../../../errors.js";
import { loadLogs } from "../../../load/load-logs.js";
import { panelScreen } from "../measures/panel-screen.js";
import { intOption, parseArgs } from "../../../cli/args.js";

/** Control characters shown escaped (log strings are untrusted). */
const printable = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);

/**
 * Entry point; returns the exit status.
 * @example
 * await main(["data/sim/panel", "--json"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", seed: "number", bootstrap: "number", members: "string", conditions: "string" });
  if (positionals.length === 0) throw new UsageError("screen: expected at least one LOG (a records file, run folder or experiment folder)");
  const B = intOption(options, "bootstrap", 2000);
  const seed = intOption(options, "seed", 0);
  if (B < 0) throw new UsageError(`--bootstrap expects a non-negative integer, received ${B}`);
  const logs = await loadLogs(positionals);
  if (logs.panel.length === 0) throw new DataError(positionals[0], 1, "protocol", "no panel record in the input");
  const list = (x: unknown) => (typeof x === "string" ? x.split(",").map((v) => v.trim()).filter(Boolean) : undefined);
  const members = list(options.members), conditions = list(options.conditions);
  const known = new Set(logs.panel.map((r) => r.model));
  for (const m of members ?? []) if (!known.has(m)) throw new UsageError(`--members: no reviewer ${JSON.stringify(printable(m))} in the logs (reviewers: ${[...known].sort().map(printable).join(", ")})`);
  const allowed = ["solo", "silent_peers", "wrong_peers", "right_peers", "authority"];
  for (const c of conditions ?? []) if (!allowed.includes(c)) throw new UsageError(`--conditions: unknown condition ${JSON.stringify(printable(c))} (allowed: ${allowed.join(", ")})`);
  const s = panelScreen(logs.panel, { bootstrap: B, seed, members, conditions });
  if (options.json) {
    process.stdout.write(jsonLine({ command: "screen", ...s }, logs, { bootstrap: B, seed }));
    return 0;
  }
  const out = [`Panel screen (paper 002 §5): ${s.reviewers.length} reviewers (${s.reviewers.map(printable).join(", ")}); item bootstrap B = ${s.bootstrap}${s.simulated === true ? " (simulated)" : s.simulated === null ? " (partly simulated)" : ""}`,
    "Panel error minus the average reviewer's under the same condition; an interval above zero on either class = not protective.", ""];
  for (const c of s.conditions) out.push(`- ${printable(c.message)}`);
  process.stdout.write(out.join("\n") + "\n");
  return 0;
}

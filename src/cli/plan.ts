/**
 * `groupthink plan PROTOCOL --effect D [--power 0.8] [--alpha 0.05] (--pilot RUN... | --model sim:PROFILE[,sim:OTHER]) [--measure M] [--json]`:
 * the units needed to detect D on one measure — a two-model comparison on
 * shared units (a pilot with two sides) or a condition effect (one side) —
 * analytic from the pilot's variance and checked by simulation (`planStudy`),
 * with the calls, tokens and cost of the study from the dry-run estimator
 * (`planCost`). `--model sim:…` makes the pilot on the in-process simulator
 * (`--pilot-units` bank items, default 100) and labels everything simulated.
 *
 * @example
 * // $ groupthink plan phantom --effect 0.1 --model sim:typical,sim:susceptible
 * // ppg: 244 scenarios for a paired two-model comparison (power 0.80 at α 0.05; simulated 0.79) …
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InputError, UsageError, escapeTerminal } from "../errors.js";
import { loadLogs, type LoadedLogs } from "../load/load-logs.js";
import { requireRecords } from "../load/require-records.js";
import { compareSideOf, COMPARE_BY, type CompareBy } from "../metrics/compare/compare-by.js";
import { COMPARE_PROTOCOLS, compareSupport, pairedDataFor, type CompareProtocol } from "../metrics/compare/paired-data-for.js";
import { unitPlural } from "../metrics/compare/paired-data.js";
import { planStudy, type PlanStudyReport } from "../metrics/plan/plan-study.js";
import { runProtocol } from "../runner/run-protocol.js";
import type { AnyRecord } from "../schema/records.js";
import { intOption, parseArgs } from "./args.js";
import { formatTable } from "./format-table.js";
import type { CommandHelp } from "./help.js";
import { planCost, type PlanCost } from "./plan-cost.js";
import { jsonLine } from "./provenance-output.js";


/** `groupthink plan --help`. */
export const help: CommandHelp = {
  usage: "groupthink plan PROTOCOL --effect D [--power 0.8] [--alpha 0.05] (--pilot RUN... | --model sim:PROFILE[,sim:OTHER]) [--measure M] [--by FIELD] [--reference X] [--simulations R] [--pilot-units N] [--price-in X --price-out Y] [--seed S] [--json]",
  summary: "How many units (phantom scenarios, panel items, hidden-profile tasks of --sessions sessions, judge trajectories, BenchForm items) a study needs to detect an effect D on one measure with the given power at level alpha: a paired two-model comparison when the pilot has two sides (models, or --by run|prompt_version|condition), else a condition effect of one model (the measure tested against 0, e.g. PPG) and a two-model comparison assuming uncorrelated models. Analytic: n = ceil((z_{1-alpha/2} + z_power)^2 * V / D^2) with V the pilot's per-unit variance of the estimate (jackknife); checked by simulating R studies of n units drawn from the pilot (must agree within 0.05 + 3 Monte Carlo s.e.). Calls, tokens and cost from the dry-run estimator, for every model the design runs.",
  args: [["PROTOCOL", "a paradigm that registers compare support: phantom, panel, hidden_profile, judge or benchform"], ["RUN", "more pilot runs (after --pilot)"]],
  options: [
    ["--effect D", "", "the difference to detect, on the measure's scale (required)"],
    ["--power P", "0.8", "wanted power"],
    ["--alpha A", "0.05", "two-sided level"],
    ["--pilot RUN", "", "pilot run folder or log (more may follow as arguments)"],
    ["--model sim:P[,sim:Q]", "", "make the pilot on the in-process simulator (one profile or two)"],
    ["--pilot-units N", "100", "bank items of a --model pilot"],
    ["--measure M", "ppg | wrong_peers.effect_benign | y_post (improvement for one side) | capture_rate", "the measure (as groupthink compare names it)"],
    ["--by FIELD", "model", "what the pilot's sides are: model, run, prompt_version, condition"],
    ["--reference X", "first side", "the reference side of a two-sided pilot"],
    ["--simulations R", "400", "simulated studies (0 = none)"],
    ["--sessions N", "10", "hidden_profile: sessions per task (for the cost)"],
    ["--price-in X", "", "price per million prompt tokens"],
    ["--price-out Y", "", "price per million completion tokens"],
    ["--seed S", "0", "seed of the simulation"],
    ["--json", "", "print one JSON document"],
  ],
  examples: ["groupthink plan phantom --effect 0.1 --model sim:typical,sim:susceptible", "groupthink plan panel --effect 0.15 --pilot runs/panel-a runs/panel-b --json"],
};

async function simulatorPilot(protocol: string, models: string[], units: number, protocolOptions: Record<string, unknown>): Promise<LoadedLogs> {
  const dir = mkdtempSync(join(tmpdir(), "gt-plan-pilot-"));
  try {
    const outs: string[] = [];
    for (const [i, model] of models.entries()) {
      const out = join(dir, `side${i}`);
      await runProtocol({ protocol, model, out, limit: units, progress: "off", protocolOptions });
      outs.push(out);
    }
    return await loadLogs(outs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function text(p: PlanStudyReport, cost: PlanCost[], head: string, warnings: string[]): string {
  const f = (x: number | null, d = 3) => (x === null ? "-" : x.toFixed(d));
  const rows = p.rows.map((r, i) => [
    r.design, r.units === null ? "-" : String(r.units), f(r.per_unit_variance, 4), f(r.power_at_units),
    r.simulated_power === null ? "-" : `${f(r.simulated_power)} ± ${f(r.simulated_se)}`, r.agrees === null ? "-" : r.agrees ? "yes" : "NO",
    String(cost[i].calls), String(cost[i].prompt_tokens + cost[i].completion_tokens), cost[i].cost === null ? "-" : cost[i].cost!.toFixed(2),
  ]);
  const table = formatTable(["design", "units", "V", "power", "simulated", "agree", "calls", "tokens", "cost"], rows);
  return `${head}\n${table}\n${p.rows.map((r) => `${r.design}: ${r.note}`).join("\n")}\n${warnings.map((w) => `warning: ${w}`).join("\n")}${warnings.length ? "\n" : ""}`;
}

/**
 * Entry point; returns the exit status.
 * @throws UsageError for bad options; InputError for a pilot that cannot give a variance
 * @example
 * await main(["phantom", "--effect", "0.2", "--pilot", "test/fixtures/compare/phantom-typical.jsonl", "test/fixtures/compare/phantom-susceptible.jsonl", "--simulations", "50"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, {
    effect: "number", power: "number", alpha: "number", pilot: "string", model: "string", "pilot-units": "number", measure: "string", by: "string",
    reference: "string", simulations: "number", sessions: "number", "price-in": "number", "price-out": "number", seed: "number", json: "boolean",
  });
  const [protocol, ...more] = positionals;
  if (protocol === undefined || !(COMPARE_PROTOCOLS as readonly string[]).includes(protocol)) throw new UsageError(`expected PROTOCOL (${COMPARE_PROTOCOLS.join(", ")}) first, received ${JSON.stringify(protocol ?? "")}`);
  const effect = options.effect;
  if (effect === undefined || !(effect !== 0 && Number.isFinite(effect))) throw new UsageError("--effect D is required (a non-zero difference on the measure's scale)");
  const power = options.power ?? 0.8, alpha = options.alpha ?? 0.05;
  if (!(power > 0 && power < 1)) throw new UsageError(`--power expects a number in (0, 1), received ${power}`);
  if (!(alpha > 0 && alpha < 1)) throw new UsageError(`--alpha expects a number in (0, 1), received ${alpha}`);
  const seed = intOption(options, "seed", 0), simulations = intOption(options, "simulations", 400), pilotUnits = intOption(options, "pilot-units", 100);
  const by = (options.by ?? "model") as CompareBy;
  if (!(COMPARE_BY as readonly string[]).includes(by)) throw new UsageError(`--by expects one of ${COMPARE_BY.join(", ")}, received ${JSON.stringify(by)}`);
  if ((options.pilot === undefined) === (options.model === undefined)) throw new UsageError("give either --pilot RUN... or --model sim:PROFILE[,sim:OTHER]");
  if (options.model === undefined && more.length > 0 && options.pilot === undefined) throw new UsageError("RUN arguments go with --pilot");
  const protocolOptions: Record<string, unknown> = protocol === "hidden_profile" && options.sessions !== undefined ? { sessions: intOption(options, "sessions", 10) } : {};
  let logs: LoadedLogs, paths: string[];
  if (options.model !== undefined) {
    const models = options.model.split(",").map((m) => m.trim()).filter((m) => m !== "");
    if (models.length < 1 || models.length > 2 || !models.every((m) => m.startsWith("sim:"))) throw new UsageError(`--model expects sim:PROFILE or sim:PROFILE,sim:OTHER, received ${JSON.stringify(options.model)}`);
    if (pilotUnits < 2) throw new UsageError("--pilot-units expects at least 2");
    logs = await simulatorPilot(protocol, models, pilotUnits, protocolOptions);
    paths = models;
  } else {
    paths = [options.pilot!, ...more];
    logs = await loadLogs(paths);
  }
  const records = requireRecords(logs, protocol, paths) as AnyRecord[];
  const groups = new Map<string, AnyRecord[]>();
  for (const r of records) {
    const k = compareSideOf(r, by);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const sides = [...groups.keys()].sort();
  const reference = options.reference ?? sides[0];
  if (!groups.has(reference)) throw new UsageError(`--reference ${JSON.stringify(reference)} is not among the ${by} values ${sides.join(", ")}`);
  const other = sides.find((s) => s !== reference);
  const twoSided = other !== undefined;
  const planMeasure = compareSupport(protocol, "plan").planMeasure;
  const measure = options.measure ?? planMeasure?.[twoSided ? 0 : 1] ?? pairedDataFor(protocol as CompareProtocol, by, groups.get(reference)!, groups.get(other ?? reference)!, [reference, other ?? reference], records, seed).measures[0]?.name ?? "";
  const labels: [string, string] = [reference, other ?? reference];
  const data = pairedDataFor(protocol as CompareProtocol, by, groups.get(reference)!, groups.get(labels[1])!, labels, records, seed);
  let plan: PlanStudyReport;
  try {
    plan = planStudy(data, { measure, effect, power, alpha, simulations, seed, twoSided });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    if (/options\.measure/.test(e.message)) throw new UsageError(`--measure: ${measure} is not measured here (measures: ${data.measures.map((m) => m.name).join(", ")})`);
    throw new InputError(e.message.replace(/^planStudy: /, ""));
  }
  const prices = { priceIn: options["price-in"], priceOut: options["price-out"] };
  const costModel = (side: string) => (options.model !== undefined ? (side.startsWith("sim:") ? side : `sim:${side}`) : side);
  const designModels = (design: string): string[] =>
    design === "paired" ? [costModel(labels[0]), costModel(labels[1])] : design === "contrast" ? [costModel(labels[0])] : [costModel(labels[0]), costModel(labels[0])];
  const cost: PlanCost[] = [];
  for (const r of plan.rows) cost.push(await planCost(protocol, designModels(r.design), r.units ?? 0, prices, protocolOptions));
  const simulated = records.some((r) => (r as { simulated?: unknown }).simulated === true);
  const warnings: string[] = [];
  for (const [i, r] of plan.rows.entries()) {
    if (r.agrees === false) warnings.push(`${r.design}: simulated power ${r.simulated_power?.toFixed(3)} differs from the analytic ${r.power_at_units?.toFixed(3)} by more than ${plan.tolerance} + 3 s.e.: the normal approximation does not hold at ${r.units} units; trust the simulation or plan on a larger pilot`);
    if (r.units !== null && r.units < 10) warnings.push(`${r.design}: ${r.units} units is below 10, where compare warns that its intervals may undercover`);
    if (cost[i].exceeds_bank) warnings.push(`${r.design}: needs ${cost[i].bank_items} bank items, the bank has ${cost[i].bank_size} (counts scaled linearly; repeats of a unit are not new units)`);
  }
  if (data.units.length < 20) warnings.push(`the pilot has ${data.units.length} ${data.unitKind}s: its variance is rough (aim for ≥ 20)`);
  const doc = {
    protocol, by, reference, other: other ?? null, unit_kind: data.unitKind, dropped_units: data.dropped.length, ...plan,
    rows: plan.rows.map((r, i) => ({ ...r, cost: cost[i] })), warnings, inputs: paths,
  };
  if (options.json) {
    process.stdout.write(jsonLine(doc, logs, { bootstrap: null, seed }));
    return 0;
  }
  const sim = simulated ? " (simulated pilot)" : "";
  const kinds = unitPlural(data.unitKind);
  const head = `${measure}: detect ${effect} with power ${power} at α ${alpha}${sim}; pilot ${escapeTerminal(twoSided ? `${labels[1]} vs ${labels[0]}` : labels[0])} on ${data.units.length} ${kinds}` +
    (twoSided ? ` (difference ${plan.pilot_difference?.toFixed(3) ?? "-"})` : ` (value ${plan.pilot_reference?.toFixed(3) ?? "-"})`) +
    `; ${simulations} simulated studies per design`;
  process.stdout.write(text(plan, cost, head, warnings) + (cost[0]?.estimator ? `cost: ${cost[0].estimator}\n` : ""));
  return 0;
}

/**
 * `groupthink scenarios agreement A.csv B.csv [--bootstrap B] [--seed S] [--json]`:
 * Cohen's κ per rubric item between two annotators' filled sheets (from
 * `scenarios annotate`), a pooled κ over all items, each with a percentile
 * interval from a seeded bootstrap over scenarios (B default 2000), and the
 * list of disagreements. A sheet is read by its header (`scenario_id`, `item`,
 * `answer`; other columns ignored); answers are `yes` / `no` (any case; `y`,
 * `n` accepted), blank = not answered. Exit 1 with FILE:LINE: FIELD: reason
 * for a malformed sheet (an unknown item, another answer, a repeated cell).
 *
 * @example
 * // $ groupthink scenarios agreement ann1.csv ann2.csv --json
 * // {"items":[{"item":"gold_clarity","n":150,"agreement":0.93,"kappa":0.85,"ci":[0.75,0.93]},…],"overall":{…},"disagreements":[…],"unmatched":0,"bootstrap":2000}
 */
import { jsonLine } from "../../../cli/provenance-output.js";
import { readFileSync } from "node:fs";
import { DataError, UsageError, escapeTerminal } from "../../../errors.js";
import { createRng } from "../../../stats/rng.js";
import { PHANTOM_RUBRIC } from "../protocol/annotation-rubric.js";
import { phantomAgreement, type AnnotationCell } from "../measures/phantom-agreement.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { parseCsv } from "./annotation-csv.js";
import { formatTable } from "../../../cli/format-table.js";
import type { CommandHelp } from "../../../cli/help.js";

const ITEMS: readonly string[] = PHANTOM_RUBRIC.map((r) => r.item);

/**
 * Read one filled sheet.
 * @throws DataError naming file, line and field
 * @example
 * readSheet("ann1.csv").length; // => 1050
 */
export function readSheet(file: string): AnnotationCell[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new DataError(file, 0, "-", `cannot read: ${(e as Error).message}`);
  }
  const rows = parseCsv(text, file);
  if (rows.length === 0) throw new DataError(file, 1, "-", "empty sheet (expected a header with scenario_id, item, answer)");
  const head = rows[0].map((h) => h.trim().toLowerCase());
  const col = (name: string): number => {
    const i = head.indexOf(name);
    if (i < 0) throw new DataError(file, 1, name, `missing column (header: ${rows[0].join(", ")})`);
    return i;
  };
  const si = col("scenario_id"), ii = col("item"), ai = col("answer");
  const out: AnnotationCell[] = [];
  const seen = new Set<string>();
  rows.slice(1).forEach((r, k) => {
    const line = k + 2;
    if (r.length === 1 && r[0] === "") return;
    const scenario_id = (r[si] ?? "").trim(), item = (r[ii] ?? "").trim();
    const raw = (r[ai] ?? "").trim().toLowerCase();
    if (scenario_id === "") throw new DataError(file, line, "scenario_id", "empty");
    if (!ITEMS.includes(item)) throw new DataError(file, line, "item", `expected one of ${ITEMS.join(", ")}, received ${JSON.stringify(item)}`);
    const answer = raw === "y" ? "yes" : raw === "n" ? "no" : raw;
    if (answer !== "" && answer !== "yes" && answer !== "no") throw new DataError(file, line, "answer", `expected yes, no or blank, received ${JSON.stringify(r[ai])}`);
    const key = `${scenario_id}\u0000${item}`;
    if (seen.has(key)) throw new DataError(file, line, "item", `${scenario_id} / ${item} appears twice`);
    seen.add(key);
    out.push({ scenario_id, item, answer });
  });
  return out;
}

const f3 = (x: number | null): string => (x === null ? "null" : x.toFixed(3));

/** `groupthink scenarios agreement --help`. */
export const help: CommandHelp = {
  usage: "groupthink scenarios agreement A.csv B.csv [--bootstrap B] [--seed S] [--json]",
  summary: "Cohen's kappa per rubric item between two annotators' filled sheets (from `groupthink scenarios annotate`) and pooled over all items, each with a percentile interval from a seeded bootstrap over scenarios, and the list of disagreements to adjudicate. Only cells both annotators answered count; answers are yes or no (any case; y, n accepted), blank = not answered.",
  args: [["A.csv B.csv", "two filled sheets (columns scenario_id, item, answer; others ignored)"]],
  options: [
    ["--bootstrap B", "2000", "bootstrap replicates (0 = no intervals)"],
    ["--seed S", "0", "seed of the bootstrap"],
    ["--json", "", "print JSON"],
  ],
  examples: ["groupthink scenarios agreement annotation/sheet-A.csv annotation/sheet-B.csv"],
};

/**
 * Run `groupthink scenarios agreement`.
 * @throws UsageError unless exactly two sheets are given, or for a bad `--bootstrap`
 * @example
 * await main(["ann1.csv", "ann2.csv", "--bootstrap", "0"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, { bootstrap: "number", seed: "number", json: "boolean" });
  if (positionals.length !== 2) throw new UsageError(`expected two filled sheets A.csv B.csv, received ${positionals.length}`);
  const B = intOption(options, "bootstrap", 2000);
  const seed = intOption(options, "seed", 0);
  const [a, b] = positionals.map(readSheet);
  const rep = phantomAgreement(a, b, { B, rng: createRng(seed), items: ITEMS });
  if (options.json) {
    process.stdout.write(jsonLine({ ...rep, seed }, {}, { bootstrap: B, seed }));
    return 0;
  }
  const rows = [...rep.items, rep.overall].map((r) => [r.item, String(r.n), f3(r.agreement), f3(r.kappa), r.ci ? `[${f3(r.ci[0])}, ${f3(r.ci[1])}]` : "-"]);
  const dis = rep.disagreements.map((d) => [escapeTerminal(d.scenario_id), d.item, d.a, d.b]);
  process.stdout.write([
    `Cohen's kappa per rubric item (${escapeTerminal(positionals[0])} vs ${escapeTerminal(positionals[1])})`,
    formatTable(["item", "n", "agreement", "kappa", "95% CI"], rows),
    B > 0 ? `scenario bootstrap B = ${B}, seed ${seed}` : "no bootstrap (--bootstrap 0)",
    rep.unmatched > 0 ? `${rep.unmatched} cell(s) answered by only one annotator (or neither) are not counted` : "",
    `${rep.disagreements.length} disagreement(s)${dis.length > 0 ? `\n${formatTable(["scenario", "item", "A", "B"], dis)}` : ""}`,
  ].filter((x) => x !== "").join("\n\n") + "\n");
  return 0;
}

// Fit the six paper-calibrated panel simulator profiles (`<model>-sim` in
// scenarios/sim/panel-profiles.json) to the numbers paper 002 quotes
// (scenarios/papers/002-panel.json). The method lives in src/paradigms/panel/cli/calibration.ts;
// this is its command line: it runs the fit and writes the profiles and a `fitted`
// block (which quote each parameter targets, the recovered values) into the JSON.
//
// Run: npx tsx scripts/fit-panel-profiles.ts [--copies 12] [--iterations 8] [--dry-run]
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { projectPath } from "../src/paths.js";
import { panelPaperQuotes } from "../src/paradigms/panel/figures/panel-paper-values.js";
import { ASSUMED_NOTES, buildPanelSimProfile, fitPanelProfiles, PANEL_FITS, panelPaperNumber } from "../src/paradigms/panel/cli/calibration.js";

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const opt = (name: string, d: number) => { const i = argv.indexOf(name); return i >= 0 ? Number(argv[i + 1]) : d; };
  const copies = opt("--copies", 12), iterations = opt("--iterations", 8);
  const { params, measured: m, rows } = await fitPanelProfiles({ copies, iterations, log: (l) => process.stderr.write(l + "\n") });
  console.table(rows);
  if (argv.includes("--dry-run")) return;
  const file = projectPath("scenarios", "sim", "panel-profiles.json");
  const json = JSON.parse(readFileSync(file, "utf8"));
  const round = (x: number) => Math.round(x * 10000) / 10000;
  for (const [name, q] of Object.entries(params)) json.profiles[name] = roundDeep(buildPanelSimProfile(q), round);
  json.fitted = {
    script: "scripts/fit-panel-profiles.ts (method: src/paradigms/panel/cli/calibration.ts)", copies_of_bank: copies, iterations, seed: 0,
    params: Object.fromEntries(Object.entries(params).map(([k, q]) => [k, Object.fromEntries(Object.entries(q).map(([a, b]) => [a, round(b)]))])),
    targets: PANEL_FITS.map((f) => ({ profiles: f.profiles, param: f.param, value: round(params[f.profiles[0]][f.param]), quote: f.quote, section: panelPaperQuotes.find((q) => q.id === f.quote)!.section, paper: panelPaperNumber(f.quote), recovered: m[f.quote].value === null ? null : round(m[f.quote].value!) })),
    checked_not_fitted: rows.filter((r) => !r.fitted).map((r) => ({ quote: r.id, paper: r.paper, recovered: r.recovered })),
    assumed: ASSUMED_NOTES,
  };
  writeFileSync(file, JSON.stringify(json, null, 1) + "\n");
  process.stderr.write(`wrote ${file}\n`);
}

function roundDeep<T>(v: T, f: (x: number) => number): T {
  if (typeof v === "number") return f(v) as T;
  if (Array.isArray(v)) return v.map((x) => roundDeep(x, f)) as T;
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, roundDeep(x, f)])) as T;
  return v;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

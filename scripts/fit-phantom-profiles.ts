/**
 * Fit the phantom simulator's behavioural parameters to each profile's target
 * rates and write them into `scenarios/sim/phantom-profiles.json` (the
 * `fitted` block of every profile; the targets are not changed). The method
 * lives in `src/paradigms/phantom/cli/calibration.ts`; this is its command line.
 *
 * Run: `npx tsx scripts/fit-phantom-profiles.ts [--replicates 0] [--iterations 25] [--check] [--only NAME] [--bank PATH] [--profiles FILE]`
 * (`--replicates 0` fits the shipped bank as it is; `--check` prints the current file's fit without writing).
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { readFileSync, writeFileSync } from "node:fs";
import { projectPath } from "../src/paths.js";
import { loadPhantomBank } from "../src/paradigms/phantom/protocol/load-bank.js";
import type { PhantomProfilesFile } from "../src/paradigms/phantom/protocol/profiles.js";
import { fitPhantomProfile, measurePhantomBehaviour, PHANTOM_FIT_KNOBS } from "../src/paradigms/phantom/cli/calibration.js";

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const str = (name: string): string | null => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : null);
const only = str("only");
const R = opt("replicates", 0), ITER = opt("iterations", 25);
const FILE = projectPath(str("profiles") ?? "scenarios/sim/phantom-profiles.json");
const file = JSON.parse(readFileSync(FILE, "utf8")) as PhantomProfilesFile;
const bank = loadPhantomBank(projectPath(str("bank") ?? "scenarios/phantom"), { quotas: false });
const cols = [...PHANTOM_FIT_KNOBS, "crfr", "p_crfr"] as const;
const show = (x: number): string => x.toFixed(3).padStart(7);
console.log(`bank ${bank.length} scenarios, replicates ${R}, iterations <= ${ITER}`);
console.log("profile".padEnd(24) + cols.map((k) => k.slice(0, 7).padStart(7)).join(""));
for (const [name, p] of Object.entries(file.profiles)) {
  if (only && name !== only) continue;
  const r = args.includes("--check") && p.fitted ? { b: p.fitted, sim: measurePhantomBehaviour(file, name, p.fitted, bank, R), worst: NaN } : fitPhantomProfile(file, name, bank, { replicates: R, iterations: ITER });
  console.log(`${name.padEnd(18)}target` + cols.map((k) => (k in p ? show((p as unknown as Record<string, number>)[k]) : "      -")).join(""));
  console.log(`${"".padEnd(18)}   sim` + cols.map((k) => show(r.sim[k])).join(""));
  p.fitted = r.b;
}
if (!args.includes("--check")) {
  writeFileSync(FILE, JSON.stringify(file, null, 2) + "\n");
  console.log(`wrote ${FILE}`);
}

// Start-up and work cost (issue 22, "a quick start"): whole-process CPU (user+sys, from /usr/bin/time) of
// `groupthink --version`, `metrics phantom|panel|hidden_profile` and `fit judge`, run by path
// (node bin/groupthink.js) and through `npx groupthink` (inside this checkout, and in a temporary project that
// depends on it: `npm install <checkout>`, offline, the path npm takes for an installed package), beside an empty `node -e 0` and, where Debian's
// /usr/bin/python3 has numpy/scipy (and scikit-learn for the judge), an independent reference on the same logs:
// bench/metrics_ref.py (the same headline measures with their intervals, json + numpy + scipy.stats) and
// bench/judge_fit_ref.py (the same fits with scikit-learn). The bench checks that the point values agree
// (phantom: all 19 measures; panel: effect_benign/effect_harmful; hidden profile: y_pre/y_post/y_full, their
// s.e.m., improvement, gap, Fisher p; judge: the L2 coefficients on all data, |Δ| ≤ 1e-3) and prints
// agree/disagree. Median of N interleaved runs each. Prints ratios (reference CPU / ours); asserts nothing.
// Under each table: each target's budget (the reference's CPU ÷ 3, ÷ 5 for fit judge) less our CPU by path, and
// less npm's own start through npx (measured on --version): a negative remainder through npx means no program,
// however quick, meets that ratio through npx on that log. A last row, `metrics panel --bootstrap 0` (the same
// point values, no intervals), is the floor under `metrics panel`: what its bootstrap may cost at most.
// Two sizes of log, each its own table: "small" (the shipped phantom sample, panel --limit 10, hidden profile
// --sessions 4, a 2,000-record judge corpus: the fixed start-up dominates) and "default" (what each command
// makes with its defaults: run phantom, run panel, run hidden_profile with its 10 sessions, judge corpus with
// its 22,500 records: the work dominates). `--size small|default|both` (default both).
// By path, a light command runs through its bundle (dist/quick/*.js, scripts/bundle-cli.mjs); the load average
// is printed beside the numbers (the machine is shared). Needs `npm run build` first.
// Run: npx tsx bench/startup.ts [--runs N] [--size small|default|both]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/groupthink.js");
const tmp = mkdtempSync(join(tmpdir(), "gt-startup-"));
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
const sizeArg = process.argv.indexOf("--size");
const SIZE = sizeArg === -1 ? "both" : process.argv[sizeArg + 1];
if (!["small", "default", "both"].includes(SIZE)) throw new Error(`--size: small, default or both, not ${SIZE}`);
const SIZES = SIZE === "both" ? (["small", "default"] as const) : ([SIZE] as ("small" | "default")[]);

function cpu(cmd: string, args: string[], cwd = root): { s: number; out: string } {
  const r = spawnSync("/usr/bin/time", ["-f", "%U %S", cmd, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}: ${r.stderr.slice(-500)}`);
  const last = r.stderr.trim().split("\n").pop()!.split(" ").map(Number);
  return { s: last[0] + last[1], out: r.stdout };
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const py = (mods: string) => existsSync("/usr/bin/python3") && spawnSync("/usr/bin/python3", ["-c", `import ${mods}`]).status === 0;
const hasScipy = py("numpy, scipy.stats");
const hasSklearn = hasScipy && py("sklearn");

/**
 * A project that depends on groupthink, as a user's would: `npm install <this checkout>` (offline; npm links the
 * folder and writes node_modules/.bin/groupthink). There `npx groupthink` finds the bin in node_modules/.bin and
 * runs it, the path npm takes for an installed package; inside the checkout npm instead links the package
 * into its npx cache first (its own package.json names the bin). null when the install fails.
 */
function dependentProject(): string | null {
  const dir = join(tmp, "dependent");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "gt-dependent", version: "1.0.0", private: true }));
  const r = spawnSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", root], { cwd: dir, encoding: "utf8" });
  return r.status === 0 && existsSync(join(dir, "node_modules/.bin/groupthink")) ? dir : null;
}
const dependent = dependentProject();

type Size = "small" | "default";
/** The logs of one size: phantom, panel and hidden profile simulated with sim:typical, the judge's corpus. */
function makeLogs(size: Size): Record<string, string> {
  const dir = join(tmp, size);
  const logs: Record<string, string> = {};
  const sh = (args: string[]) => {
    const r = spawnSync("node", [bin, ...args], { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`${args.join(" ")}: ${r.stderr}`);
  };
  if (size === "small") logs.phantom = join(root, "data/samples/phantom-sample.jsonl");
  const extra: Record<string, string[]> = size === "small"
    ? { panel: ["--limit", "10"], hidden_profile: ["--sessions", "4"] }
    : { phantom: [], panel: [], hidden_profile: [] };
  for (const [p, more] of Object.entries(extra)) {
    sh(["run", p, "--model", "sim:typical", "--out", join(dir, p), ...more]);
    logs[p] = join(dir, p, "records.jsonl");
  }
  logs.judge = join(dir, "judge.jsonl");
  sh(["judge", "corpus", "--out", logs.judge, ...(size === "small" ? ["--n", "2000"] : [])]);
  return logs;
}
const records = (file: string): number => readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "").length;

type Values = Record<string, number | null>;
/** The point values the reference computes, read from groupthink's JSON under the reference's keys. */
function ours(p: string, doc: any): Values {
  const v: Values = {};
  if (p === "phantom") for (const g of doc.groups) for (const [k, m] of Object.entries<any>(g.metrics)) v[`${g.model}.${k}`] = m.value;
  if (p === "panel") for (const r of doc.reviewers) for (const c of ["benign", "harmful"]) v[`${r.model}.${r.condition}.effect_${c}`] = r[`effect_${c}`].value;
  if (p === "hidden_profile") {
    for (const g of doc.groups) {
      for (const [k, m] of Object.entries<any>(g)) {
        if (m && typeof m === "object" && "value" in m) { v[`${g.model}.${g.variant}.${k}`] = m.value; v[`${g.model}.${g.variant}.${k}.sem`] = m.sem ?? null; }
        else if (["improvement", "gap", "fisher_p"].includes(k)) v[`${g.model}.${g.variant}.${k}`] = m;
      }
    }
  }
  if (p === "judge") {
    v["l2.intercept"] = doc.l2.intercept;
    for (const [k, b] of Object.entries<number>(doc.l2.coefficients)) v[`l2.${k}`] = b;
  }
  return v;
}
/** agree / disagree (with the first differing key), comparing every key the reference reports. */
function agreement(ref: Values, mine: Values, tol: (x: number) => number): string {
  const keys = Object.keys(ref);
  for (const k of keys) {
    const a = ref[k], b = mine[k];
    const same = a === null || b === null || b === undefined ? a === (b ?? null) : Math.abs(a - b) <= tol(a);
    if (!same) return `DISAGREE (${k}: ref ${a}, ours ${b})`;
  }
  return `agree (${keys.length} values)`;
}

interface Row { label: string; args: string[]; ref: string[] | null; protocol?: string }
const rowsOf = (logs: Record<string, string>): Row[] => [
  { label: "--version", args: ["--version"], ref: null },
  ...(["phantom", "panel", "hidden_profile"] as const).map((p) => ({ label: `metrics ${p}`, args: ["metrics", p, logs[p], "--json"], ref: hasScipy ? [join(root, "bench/metrics_ref.py"), p, logs[p]] : null, protocol: p })),
  { label: "fit judge", args: ["fit", "judge", logs.judge, "--json"], ref: hasSklearn ? [join(root, "bench/judge_fit_ref.py"), logs.judge] : null, protocol: "judge" },
  // the panel without its intervals (the same point values): the floor under `metrics panel`, so the table shows
  // what the bootstrap may cost at most for the ratio to hold
  { label: "  panel, --bootstrap 0", args: ["metrics", "panel", logs.panel, "--json", "--bootstrap", "0"], ref: hasScipy ? [join(root, "bench/metrics_ref.py"), "panel", logs.panel] : null, protocol: "panel" },
];
/** The ratio issue 22 asks of a row: 5× for the judge fit, 3× for the metrics. */
const targetOf = (r: Row): number => (r.protocol === "judge" ? 5 : 3);

const loadAvg = (): number => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
const f = (x: number | null, d = 2) => (x === null ? "-" : x.toFixed(d));
const head = ["command", "by path", "over empty", "npx", "over empty", "npx dep", "over empty", "reference", "ref/path", "ref/npx", "ref/npx dep", "values"];
const w = [22, 8, 11, 8, 11, 8, 11, 10, 9, 9, 12, 0];
const line = (cells: string[]) => cells.map((s, i) => s.padEnd(w[i])).join(" ");
console.log(`npx: inside this checkout; npx dep: in a project that depends on groupthink (${dependent ?? "npm install failed: not measured"})`);
console.log(`references: ${hasScipy ? "/usr/bin/python3 numpy+scipy" : "absent"}${hasSklearn ? " + scikit-learn" : ""}; CPU seconds (user+sys), median of ${RUNS} interleaved runs`);
for (const size of SIZES) {
  const logs = makeLogs(size);
  const rows = rowsOf(logs);
  const loads: number[] = [];
  const empty: number[] = [];
  const res = rows.map(() => ({ path: [] as number[], npx: [] as number[], dep: [] as number[], ref: [] as number[], check: "-" }));
  for (let rep = 0; rep < RUNS; rep++) {
    loads.push(loadAvg());
    empty.push(cpu("node", ["-e", "0"]).s);
    rows.forEach((r, i) => {
      const mine = cpu("node", [bin, ...r.args]);
      res[i].path.push(mine.s);
      res[i].npx.push(cpu("npx", ["--no-install", "groupthink", ...r.args]).s);
      if (dependent !== null) res[i].dep.push(cpu("npx", ["--no-install", "groupthink", ...r.args], dependent).s);
      if (r.ref) {
        const ref = cpu("/usr/bin/python3", r.ref);
        res[i].ref.push(ref.s);
        if (rep === 0) {
          const refDoc = JSON.parse(ref.out);
          const tol = r.protocol === "judge" ? () => 1e-3 : (x: number) => 1e-9 * Math.max(1, Math.abs(x));
          res[i].check = agreement(refDoc.values, ours(r.protocol!, JSON.parse(mine.out)), tol);
        }
      }
    });
  }
  const e = median(empty);
  loads.push(loadAvg());
  console.log("");
  console.log(`${size === "small" ? "SMALL logs (the fixed start-up dominates)" : "DEFAULT-SIZE logs (what each command makes with its defaults: the work dominates)"}`);
  console.log(`load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} CPUs (CPU time grows with the load: compare runs at a similar load); empty node -e 0: ${f(e)} s`);
  console.log(`logs (records): ${["phantom", "panel", "hidden_profile", "judge"].map((p) => `${p} ${records(logs[p]).toLocaleString("en")}`).join(", ")}`);
  console.log(line(head));
  rows.forEach((r, i) => {
    const p = median(res[i].path), n = median(res[i].npx), ref = r.ref ? median(res[i].ref) : null;
    const d = dependent === null ? null : median(res[i].dep);
    const ratio = (x: number | null) => (ref === null || x === null ? "-" : `${f(ref / x, 1)}×`);
    console.log(line([r.label, f(p), f(p - e), f(n), f(n - e), f(d), d === null ? "-" : f(d - e), f(ref), ratio(p), ratio(n), ratio(d), res[i].check]));
  });
  const npmIn = median(res[0].npx) - median(res[0].path);
  const npmDep = dependent === null ? null : median(res[0].dep) - median(res[0].path);
  const depStart = npmDep === null ? "" : `; in a dependent project ~${f(npmDep)} s`;
  console.log(`npx adds its own start (~${f(npmIn)} s inside the checkout${depStart}, measured on --version): npm's, not ours to remove`);
  // What each target leaves: the whole process may take reference ÷ target. By path that is a budget for our
  // start and work; through npx npm's own start comes out of it first, so a negative remainder means no
  // program, however quick, meets the ratio through npx on this log (an empty node alone takes e).
  console.log(`the target's budget (reference ÷ 3, ÷ 5 for fit judge): by path, budget − ours (≥ 0: met); through npx, budget − npm's start (what is left for node and the whole command; empty node ${f(e)} s)`);
  rows.forEach((r, i) => {
    if (!r.ref) return;
    const budget = median(res[i].ref) / targetOf(r);
    const left = (start: number | null) => (start === null ? "-" : f(budget - start));
    console.log(`  ${r.label.trim().padEnd(24)} budget ${f(budget)} s   by path ${f(budget - median(res[i].path))}   npx ${left(npmIn)}   npx dep ${left(npmDep)}`);
  });
}
console.log("");
console.log("targets (issue 22): --version and metrics on a small log ≤ 0.30 s over empty node; ref/path ≥ 3× for the metrics, ≥ 5× for fit judge");
rmSync(tmp, { recursive: true, force: true });

/**
 * Execute every notebook under `notebooks/` (or the ones named) headlessly,
 * fail on any cell error or unexecuted cell, and optionally build the HTML
 * report. Used by `npm test` (smoke mode, small data) and `npm run reproduce`.
 * The command line runs the notebooks side by side (`--jobs N`, default the CPU
 * count): each reads only its own simulated data, so they are independent.
 *
 * @example
 * // $ node dist/notebook/run-all.js --out data/derived --report     (or --only 00 for one notebook)
 * // 00-quickstart.ipynb ok (12 code cells, 9.1 s)
 * // notebooks: 5 passed, 0 failed
 */
import { mkdirSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import { Worker } from "node:worker_threads";
import { projectPath } from "../paths.js";
import { executeNotebook, type NotebookRun } from "./execute.js";
import { writeReport } from "./report.js";
import { gateState } from "./run-gate.js";

/** Options of {@link runAll}. */
export interface RunAllOptions {
  notebooks?: string[];
  outDir: string;
  report?: boolean;
  env?: Record<string, string>;
  /** How many notebooks run at once in {@link runAllSideBySide} (default: `GROUPTHINK_NOTEBOOK_JOBS`, else the CPU count). */
  jobs?: number;
  /**
   * Gates of {@link runAllSideBySide}: notebook-name prefix → a status file written when that notebook's data step ends
   * (`ok`, anything else: failed). A gated notebook starts once its file exists (the others go first), and fails
   * without running when it does not say `ok`. `npm run reproduce` starts the notebooks while the data scripts run.
   */
  gates?: Record<string, string>;
}

/**
 * The notebooks in `notebooks/`, sorted by name (hidden files left out).
 *
 * @example
 * listNotebooks().map((p) => basename(p))[0]; // => "00-quickstart.ipynb"
 */
export function listNotebooks(): string[] {
  const dir = projectPath("notebooks");
  return readdirSync(dir).filter((f) => f.endsWith(".ipynb") && !f.startsWith(".")).sort().map((f) => join(dir, f));
}

/**
 * Run the notebooks (default: all of {@link listNotebooks}) into `outDir/notebooks` (or
 * `outDir/report`, plus the one-file HTML report `outDir/report.html`); returns their results in order, progress on stderr.
 *
 * @example
 * runAll({ notebooks: ["notebooks/00-quickstart.ipynb"], outDir: "/tmp/nb" }).map((r) => r.ok); // => [true]
 */
export function runAll(opts: RunAllOptions): NotebookRun[] {
  const list = opts.notebooks && opts.notebooks.length ? opts.notebooks : listNotebooks();
  const nbOut = join(opts.outDir, opts.report ? "report" : "notebooks");
  mkdirSync(nbOut, { recursive: true });
  const runs: NotebookRun[] = [];
  for (const nb of list) {
    const r = executeNotebook(nb, nbOut, { env: opts.env });
    runs.push(r);
    progressLine(nb, r);
  }
  if (opts.report) reportOf(runs, opts.outDir);
  return runs;
}

function progressLine(nb: string, r: NotebookRun): void {
  process.stderr.write(`${basename(nb)} ${r.ok ? "ok" : "FAILED"} (${r.codeCells} code cells, ${r.seconds.toFixed(1)} s)\n`);
  for (const p of r.problems) process.stderr.write(`  - ${p}\n`);
}

function reportOf(runs: NotebookRun[], outDir: string): void {
  const file = join(outDir, "report.html");
  writeReport(runs.filter((r) => r.output).map((r) => r.output), file);
  process.stderr.write(`report: ${file} (one self-contained file)\n`);
}

/**
 * {@link runAll} with up to `opts.jobs` notebooks executing at once (each in a worker thread waiting on its
 * own nbconvert and kernel; the notebooks are independent: each reads its own `data/sim/` folder). Results
 * come back in the order of the list, and the report is built from them in that order.
 *
 * @example
 * (await runAllSideBySide({ notebooks: ["notebooks/00-quickstart.ipynb", "notebooks/05-benchform.ipynb"], outDir: "/tmp/nb", jobs: 2 })).map((r) => r.ok); // => [true, true]
 */
export async function runAllSideBySide(opts: RunAllOptions): Promise<NotebookRun[]> {
  const list = opts.notebooks && opts.notebooks.length ? opts.notebooks : listNotebooks();
  const nbOut = join(opts.outDir, opts.report ? "report" : "notebooks");
  mkdirSync(nbOut, { recursive: true });
  const jobs = Math.max(1, Math.min(list.length, opts.jobs ?? notebookJobs()));
  const worker = new URL(`./run-all-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
  const runs: NotebookRun[] = new Array(list.length);
  const pending = list.map((_, i) => i);
  const lane = async (): Promise<void> => {
    while (pending.length > 0) {
      // the first notebook (in list order) whose data are ready; none ready: wait for a gate
      const k = pending.findIndex((j) => gateState(list[j], opts.gates) !== "wait");
      if (k < 0) {
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      const i = pending.splice(k, 1)[0];
      const gate = gateState(list[i], opts.gates);
      if (gate !== "open" && gate !== "wait") {
        runs[i] = { notebook: list[i], output: "", html: null, seconds: 0, ok: false, codeCells: 0, problems: [gate.failed] };
        progressLine(list[i], runs[i]);
        continue;
      }
      runs[i] = await new Promise<NotebookRun>((resolve) => {
        const t0 = Date.now();
        const failed = (why: string): void => resolve({ notebook: list[i], output: "", html: null, seconds: (Date.now() - t0) / 1000, ok: false, codeCells: 0, problems: [why] });
        const w = new Worker(worker, { workerData: { notebook: list[i], outDir: nbOut, env: opts.env } });
        w.once("message", (r: NotebookRun) => resolve(r));
        w.once("error", (e) => failed(`worker failed: ${e.message}`));
        w.once("exit", (code) => failed(`worker exited (${code}) without a result`)); // no-op once resolved
      });
      progressLine(list[i], runs[i]);
    }
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  if (opts.report) reportOf(runs, opts.outDir);
  return runs;
}

/**
 * How many notebooks {@link runAllSideBySide} runs at once by default: `GROUPTHINK_NOTEBOOK_JOBS` when it is a
 * positive integer, else the number of CPUs.
 *
 * @example
 * notebookJobs({ GROUPTHINK_NOTEBOOK_JOBS: "3" }); // => 3
 */
export function notebookJobs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.GROUPTHINK_NOTEBOOK_JOBS);
  return Number.isInteger(n) && n > 0 ? n : availableParallelism();
}

/** The `--help` of `node dist/notebook/run-all.js`. */
export const RUN_ALL_HELP = [
  "usage: node dist/notebook/run-all.js [NOTEBOOK.ipynb...] [--only PREFIX] [--out DIR] [--report] [--jobs N] [--gate PREFIX=FILE]",
  "",
  "Execute notebooks headlessly (default: every notebooks/*.ipynb) with the groupthink kernel; fail on any",
  "cell error or unexecuted cell. Ends with one line: notebooks: N passed, N failed.",
  "",
  "  --only PREFIX  the notebooks whose name starts with PREFIX (e.g. 00); repeatable",
  "  --out DIR      where executed notebooks go (DIR/notebooks; default data/derived)",
  "  --report       also build the one-file HTML report DIR/report.html (notebooks under DIR/report)",
  "  --jobs N       run N notebooks side by side (default: GROUPTHINK_NOTEBOOK_JOBS, else the CPU count)",
  "  --gate PREFIX=FILE  start the notebooks named PREFIX* once FILE exists (their data step's status: ok,",
  "                 else they fail without running); the others go first; repeatable",
  "  --help, -h     print this help",
  "",
  "Set GROUPTHINK_SMOKE=1 for small data. Exit status: 0 all passed, 1 a notebook failed, 2 bad usage.",
].join("\n") + "\n";

async function main(argv: string[]): Promise<number> {
  let outDir = projectPath("data", "derived");
  let report = false;
  let jobs: number | undefined;
  const gates: Record<string, string> = {};
  const notebooks: string[] = [];
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(RUN_ALL_HELP);
    return 0;
  }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith("-") && !["--out", "--report", "--only", "--jobs", "--gate"].includes(argv[i])) {
      process.stderr.write(`run-all: unknown option ${JSON.stringify(argv[i])}\n${RUN_ALL_HELP}`);
      return 2;
    }
    if (argv[i] === "--out") outDir = argv[++i];
    else if (argv[i] === "--report") report = true;
    else if (argv[i] === "--jobs") {
      jobs = Number(argv[++i]);
      if (!Number.isInteger(jobs) || jobs < 1) {
        process.stderr.write(`run-all: --jobs wants a positive integer, got ${JSON.stringify(argv[i] ?? "")}\n${RUN_ALL_HELP}`);
        return 2;
      }
    }
    else if (argv[i] === "--gate") {
      const m = /^([^=]+)=(.+)$/.exec(argv[++i] ?? "");
      if (!m) {
        process.stderr.write(`run-all: --gate wants PREFIX=FILE, got ${JSON.stringify(argv[i] ?? "")}\n${RUN_ALL_HELP}`);
        return 2;
      }
      gates[m[1]] = m[2];
    } else if (argv[i] === "--only") {
      const prefix = argv[++i] ?? "";
      notebooks.push(...listNotebooks().filter((p) => basename(p).startsWith(prefix)));
    } else notebooks.push(argv[i]);
  }
  const runs = await runAllSideBySide({ notebooks, outDir, report, jobs, gates });
  const failed = runs.filter((r) => !r.ok).length;
  process.stdout.write(`notebooks: ${runs.length - failed} passed, ${failed} failed\n`);
  return failed === 0 && runs.length > 0 ? 0 : 1;
}

if (process.argv[1] && /run-all\.[jt]s$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then((c) => { process.exitCode = c; });
}

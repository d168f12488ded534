/**
 * Scale benchmark (issue 22, "logs of millions"): peak resident memory and
 * wall time of `validate`, `metrics phantom` and `export` on synthetic phantom
 * logs of 10^5, 10^6 and — streamed, never on disk — 10^7 records
 * (bench/phantom-log.ts, ~780 bytes a record). Each measurement is a fresh
 * child process (`process.resourceUsage().maxRSS`, whole command including
 * module loading); the line also gives microseconds per record, which stays
 * roughly constant when the cost is linear in records, and the child's CPU
 * seconds (user + sys, less noisy than wall time on a busy machine). `metrics phantom`
 * runs with `--bootstrap 200` (the bootstrap's cost grows with scenarios ×
 * B, not records; the default B = 10,000 would measure the bootstrap).
 *
 * Sizes up to `$GT_SCALE_FILE_MAX` (default 10^6) are written to a file under the
 * temporary folder first (and deleted); bigger ones are generated into a
 * named pipe by a writer process that regenerates the log each time the pipe
 * is opened (export reads its input twice; the writer pauses 3 s between
 * copies so the reader sees the end of one), so 10^7 records (7.8 GB) never
 * touch the disk. Metrics at 10^7 is skipped: the measures need every
 * record at once (de-duplication keeps the last record of a key, the
 * bootstraps resample whole scenarios or items), so `metrics` keeps one
 * compact projection per record — ~0.4–0.6 KB, several GB at 10^7 — and does
 * not stream (docs/SCALE.md).
 *
 * `metrics-panel`, `metrics-hp` and `metrics-judge` run `metrics panel` (`--bootstrap 200`), `metrics
 * hidden_profile` and `metrics judge` on a replicated simulated log of that
 * protocol (bench/replicated-log.ts, ~650–800 bytes a record) written next to the phantom one.
 * `GT_SCALE_ROOT=/path/to/checkout` runs the commands from another checkout's
 * src/ (e.g. one before a change) on the same logs.
 *
 * `GT_SCALE_SAMPLE=/path/samples.jsonl` appends, every second, one JSON line from inside the measured child:
 * `process.memoryUsage()` in MB (rss, the peak so far `maxRss`, heapUsed, heapTotal, external, arrayBuffers), the Parquet writer's
 * WebAssembly memory (`wasm`, MB; it grows and never shrinks) and the bytes of output written so far.
 *
 * Run: `npx tsx bench/scale.ts [sizes] [commands]`
 * e.g. `npx tsx bench/scale.ts 100000,1000000 validate,metrics,export-parquet,export-csv`
 * or   `npx tsx bench/scale.ts 10000000 validate,export-parquet`;
 * `validate-parquet` (after `export-parquet`) validates the Parquet file just written.
 */
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { writePhantomLog } from "./phantom-log.js";
import { writeReplicatedLog, type ReplicatedProtocol } from "./replicated-log.js";

const SIZES = (process.argv[2] ?? "100000,1000000").split(",").map(Number);
const COMMANDS = (process.argv[3] ?? "validate,metrics,export-parquet,export-csv").split(",");
const FILE_MAX = Number(process.env.GT_SCALE_FILE_MAX ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), "gt-bench-scale-"));
// the checkout whose src/ the commands run from (e.g. an older one, to measure "before"); the logs are the same
const ROOT = process.env.GT_SCALE_ROOT ?? process.cwd();
/** The log each command reads: the phantom log, or a replicated panel / hidden-profile / judge log (bench/replicated-log.ts). */
const INPUT: Record<string, ReplicatedProtocol> = { "metrics-panel": "panel", "metrics-hp": "hidden_profile", "metrics-judge": "judge" };

const CHILD = `
const [what, file, out] = process.argv.slice(1);
const t0 = performance.now();
if (process.env.GT_SCALE_SAMPLE) {
  // debug hook (bench only): every second, the process's memory by component, the WebAssembly memory of the
  // Parquet writer and the bytes written so far, one JSON line each to $GT_SCALE_SAMPLE
  const { appendFileSync, statSync } = await import("node:fs");
  const pw = what.endsWith("parquet") ? await import("parquet-wasm") : null;
  const MB = (b) => Math.round(b / 1048576);
  setInterval(() => {
    const m = process.memoryUsage();
    let written = 0;
    try { written = statSync(out + ".partial-" + process.pid).size; } catch {}
    appendFileSync(process.env.GT_SCALE_SAMPLE, JSON.stringify({ s: Math.round((performance.now() - t0) / 1000), rss: MB(m.rss), maxRss: Math.round(process.resourceUsage().maxRSS / 1024), heapUsed: MB(m.heapUsed), heapTotal: MB(m.heapTotal), external: MB(m.external), arrayBuffers: MB(m.arrayBuffers), wasm: pw ? MB(pw.wasmMemory().buffer.byteLength) : null, writtenMB: +(written / 1048576).toFixed(1) }) + "\\n");
  }, 1000).unref();
}
await import("./src/paradigms/registry.ts"); // the record kinds (as the command line loads them)
let rows = 0;
if (what === "validate") {
  const { validateLogs } = await import("./src/load/load-logs.ts");
  rows = (await validateLogs([file])).records;
} else if (what.startsWith("metrics")) {
  const { cli } = await import("./src/cli/main.ts");
  let bytes = 0;
  const write = process.stdout.write;
  process.stdout.write = ((c) => { bytes += String(c).length; return true; });
  const protocol = { metrics: "phantom", "metrics-panel": "panel", "metrics-hp": "hidden_profile", "metrics-judge": "judge" }[what];
  const code = await cli(["metrics", protocol, file, ...(what === "metrics-hp" || what === "metrics-judge" ? [] : ["--bootstrap", "200"]), "--json"]);
  process.stdout.write = write;
  if (code !== 0) throw new Error("metrics exit " + code);
  rows = bytes;
} else {
  const { exportLogs } = await import("./src/export/export-logs.ts");
  rows = (await exportLogs([file], out, what.slice("export-".length))).rows;
}
const cpu = process.cpuUsage();
console.log(JSON.stringify({ rows, ms: performance.now() - t0, cpuS: (cpu.user + cpu.system) / 1e6, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
`;

function child(what: string, file: string, out: string): { rows: number; ms: number; cpuS: number; maxRssMB: number } {
  const text = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD, what, file, out], { encoding: "utf8", maxBuffer: 1 << 20, cwd: ROOT });
  return JSON.parse(text.trim().split("\n").pop() as string);
}

const WRITER = `
import { open } from "node:fs/promises";
const { writePhantomLog } = await import("./bench/phantom-log.ts");
const [fifo, n] = [process.argv[1], Number(process.argv[2])];
for (;;) {
  const fh = await open(fifo, "w");
  const s = fh.createWriteStream();
  await writePhantomLog(s, n).catch(() => {});
  s.end();
  await new Promise((r) => s.on("close", r));
  // let the reader drain the pipe and see end-of-file before a new writer opens it (else the two passes run together)
  await new Promise((r) => setTimeout(r, 3000));
}
`;

const rows: string[][] = [];
for (const n of SIZES) {
  let input: string;
  let writer: ReturnType<typeof spawn> | null = null;
  if (!COMMANDS.some((c) => INPUT[c] === undefined)) {
    input = "";
    console.log(`records: ${n}`);
  } else if (n <= FILE_MAX) {
    input = join(dir, `phantom-${n}.jsonl`);
    const out = createWriteStream(input);
    await writePhantomLog(out, n);
    out.end();
    await once(out, "finish");
    console.log(`records: ${n} (${(statSync(input).size / 1e6).toFixed(0)} MB log on disk)`);
  } else {
    input = join(dir, `phantom-${n}.jsonl`);
    execFileSync("mkfifo", [input]);
    writer = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", WRITER, input, String(n)], { stdio: "inherit" });
    console.log(`records: ${n} (streamed through a named pipe, not on disk)`);
  }
  const made: string[] = [];
  for (const what of COMMANDS) {
    if (what.startsWith("metrics") && n > FILE_MAX) { console.log(`  ${what}: skipped above 10^6 (see the module comment)`); continue; }
    let log = input;
    const protocol = INPUT[what];
    if (protocol) {
      log = join(dir, `${protocol}-${n}.jsonl`);
      if (!existsSync(log)) {
        const s = createWriteStream(log);
        await writeReplicatedLog(s, protocol, n);
        s.end();
        await once(s, "finish");
        made.push(log);
        console.log(`  (${protocol} log: ${(statSync(log).size / 1e6).toFixed(0)} MB on disk)`);
      }
    }
    const out = join(dir, `out.${what.replace("export-", "")}`);
    // validate-parquet reads the Parquet file export-parquet wrote just before (listed after it)
    const pq = join(dir, "out.parquet");
    if (what === "validate-parquet" && !existsSync(pq)) { console.log("  validate-parquet: list export-parquet before it"); continue; }
    const r = what === "validate-parquet" ? child("validate", pq, "") : child(what, log, out);
    const outMB = what.startsWith("export-") ? ` (${(statSync(out).size / 1e6).toFixed(0)} MB out)` : "";
    const usPerRecord = (r.ms * 1000) / n;
    console.log(`  ${what.padEnd(16)} peak ${r.maxRssMB.toFixed(0).padStart(5)} MB  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${usPerRecord.toFixed(1).padStart(6)} µs/record  ${r.cpuS.toFixed(1)} s CPU (user+sys)${outMB}`);
    rows.push([what, String(n), r.maxRssMB.toFixed(0), (r.ms / 1000).toFixed(1), usPerRecord.toFixed(1)]);
    if (!(what === "export-parquet" && COMMANDS.includes("validate-parquet"))) rmSync(out, { force: true });
    if (what === "validate-parquet") rmSync(pq, { force: true });
  }
  if (writer) writer.kill();
  if (input !== "") rmSync(input, { force: true });
  for (const f of made) rmSync(f, { force: true });
}
rmSync(dir, { recursive: true, force: true });

console.log("\n| command | records | peak RSS (MB) | time (s) | µs / record |\n|---|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
const base = new Map<string, number>();
console.log("\ntime per record relative to the smallest size of the same command (1.0 = linear):");
for (const r of rows) {
  const b = base.get(r[0]) ?? Number(r[4]);
  base.set(r[0], b);
  console.log(`  ${r[0].padEnd(16)} ${r[1].padStart(9)}: ${(Number(r[4]) / b).toFixed(2)}`);
}

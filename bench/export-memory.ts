/**
 * Export memory benchmark: writes a phantom log of 10^5 and 10^6 records
 * (~630 bytes each, ~63 MB and ~630 MB, under the system's temporary folder,
 * deleted at the end) and runs `exportLogs` (what `groupthink export` runs)
 * to CSV, JSONL and Parquet, each in a fresh child process, printing its peak
 * resident memory (`process.resourceUsage().maxRSS`) and wall time, and — as
 * the reference in the same run — the peak and time of a child that only
 * reads the log line by line (`readJsonl`, no validation, no output).
 * Run: `npx tsx bench/export-memory.ts [records,...] [formats]` (default 100000,1000000 and csv,jsonl,parquet).
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { once } from "node:events";

const SIZES = (process.argv[2] ?? "100000,1000000").split(",").map(Number);
const FORMATS = (process.argv[3] ?? "csv,jsonl,parquet").split(",");
const dir = mkdtempSync(join(tmpdir(), "gt-bench-export-"));
const template = JSON.parse(readFileSync("test/fixtures/export/tricky.jsonl", "utf8").split("\n")[0]) as Record<string, unknown>;

async function writeLog(file: string, n: number): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 0; i < n; i++) {
    const line = JSON.stringify({ ...template, trial_id: `typical:ph-${i}:a${i % 4}:private`, scenario_id: `ph-${i >> 3}`, latency_ms: (i % 997) / 7, raw: `reply ${i}: proceed, because the record says so.` }) + "\n";
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

const CHILD = `
const [what, file, out] = process.argv.slice(1);
const t0 = performance.now();
await import("./src/paradigms/registry.ts"); // the record kinds (as the command line loads them)
let rows = 0;
if (what === "read") {
  const { readJsonl } = await import("./src/load/read-jsonl.ts");
  for await (const _ of readJsonl(file)) rows++;
} else {
  const { exportLogs } = await import("./src/export/export-logs.ts");
  rows = (await exportLogs([file], out, what)).rows;
}
console.log(JSON.stringify({ rows, ms: performance.now() - t0, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
`;

function child(what: string, file: string, out: string): { rows: number; ms: number; maxRssMB: number } {
  const text = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD, what, file, out], { encoding: "utf8", maxBuffer: 1 << 20 });
  return JSON.parse(text.trim().split("\n").pop() as string);
}

for (const n of SIZES) {
  const file = join(dir, `phantom-${n}.jsonl`);
  await writeLog(file, n);
  console.log(`records: ${n} (${(statSync(file).size / 1e6).toFixed(0)} MB log)`);
  const ref = child("read", file, "");
  console.log(`  read only (reference)  peak ${ref.maxRssMB.toFixed(0)} MB  ${(ref.ms / 1000).toFixed(1)} s`);
  for (const fmt of FORMATS) {
    const out = join(dir, `out.${fmt}`);
    const r = child(fmt, file, out);
    console.log(`  export ${fmt.padEnd(8)}       peak ${r.maxRssMB.toFixed(0)} MB  ${(r.ms / 1000).toFixed(1)} s  (${(statSync(out).size / 1e6).toFixed(0)} MB out; ${(r.ms / ref.ms).toFixed(1)}× the read time, rows ${r.rows})`);
    rmSync(out);
  }
  rmSync(file);
}
rmSync(dir, { recursive: true, force: true });

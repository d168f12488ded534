/**
 * DataFrame benchmark (issue 24): a model × condition pivot of the share of
 * `unsafe` verdicts on N panel-like records (default 115,000), three ways:
 * groupthink's `pivotTable` on `toDataFrame`, danfo's own `groupby().mean()`
 * on the same frame (danfo has no pivot), and, as the reference, pandas'
 * `pivot_table` on the same records exported to CSV (`groupthink export`'s
 * rows), when Debian's /usr/bin/python3 with pandas is present. Also the
 * import of groupthink (danfo is loaded lazily) and loading danfo itself.
 * Prints times and ratios; asserts nothing about time.
 * Run: `npx tsx bench/dataframe.ts [records]`
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";

const N = Number(process.argv[2] ?? 115_000);
const require_cache = () => (createRequire(import.meta.url).cache ?? {}) as Record<string, unknown>;
const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;

// The built package when there is one (a fair import time), else the sources through tsx.
const built = existsSync(new URL("../dist/index.js", import.meta.url));
let t = performance.now();
const gt = (built ? await import(new URL("../dist/index.js", import.meta.url).href) : await import("../src/index.js")) as typeof import("../src/index.js");
console.log(`import groupthink from ${built ? "dist/" : "src/ (tsx: slower than the package)"} (danfo not loaded): ${ms(t)}; danfo loaded: ${Object.keys(require_cache()).some((k) => k.includes("danfojs"))}`);
t = performance.now();
gt.loadDanfo();
const danfoLoad = performance.now() - t;
console.log(`load danfo (first toDataFrame pays this once): ${danfoLoad.toFixed(0)} ms`);

const models = Array.from({ length: 12 }, (_, i) => `model-${i}`);
const conditions = ["solo", "silent_peers", "wrong_peers", "right_peers", "authority"];
const rng = gt.createRng(0);
const records = Array.from({ length: N }, (_, i) => ({
  protocol: "panel", run_id: "bench", model: models[i % 12], trial_id: `t${i}`, item_id: `i${i >> 6}`, dataset: "d",
  gold: i % 2 ? "benign" : "harmful", round: 2, condition: conditions[(i >> 3) % 5],
  verdict: rng.next() < 0.1 ? null : rng.next() < 0.4 ? "unsafe" : "safe", severity: 1 + (i % 5), confidence: 5,
  usage: { prompt_tokens: 300 + (i % 50), completion_tokens: 20 + (i % 7) }, simulated: true,
}));

t = performance.now();
const df = gt.toDataFrame(records);
const build = performance.now() - t;
console.log(`toDataFrame ${N} rows × ${df.shape[1]} columns: ${build.toFixed(0)} ms`);
df.addColumn("unsafe", df.column("verdict").eq("unsafe"), { inplace: true });

t = performance.now();
const piv = gt.pivotTable(df, { index: "model", columns: "condition", values: "unsafe" });
const ours = performance.now() - t;
console.log(`pivotTable model × condition: ${ours.toFixed(1)} ms (${piv.shape.join(" × ")})`);

t = performance.now();
const grouped = df.groupby(["model", "condition"]).col(["unsafe"]).mean();
const danfo = performance.now() - t;
console.log(`danfo groupby(model, condition).mean(): ${danfo.toFixed(1)} ms (${grouped.shape[0]} groups; still long, not wide)`);

const dir = mkdtempSync(join(tmpdir(), "gt-bench-df-"));
const csv = join(dir, "panel.csv");
const table = gt.exportRows(records);
writeFileSync(csv, gt.toCsv(table.rows, table.columns));
const py = "/usr/bin/python3";
if (existsSync(py)) {
  const script = [
    "import sys, time, pandas as pd",
    "t = time.perf_counter(); df = pd.read_csv(sys.argv[1]); tr = time.perf_counter() - t",
    "t = time.perf_counter(); df['unsafe'] = (df['verdict'] == 'unsafe'); p = df.pivot_table(index='model', columns='condition', values='unsafe', aggfunc='mean'); tp = time.perf_counter() - t",
    "print(f'{tr*1000:.1f} {tp*1000:.1f} {p.shape[0]} {p.shape[1]}')",
  ].join("\n");
  const r = spawnSync(py, ["-c", script, csv], { encoding: "utf8" });
  if (r.status === 0) {
    const [read, pivot, rows, cols] = r.stdout.trim().split(" ").map(Number);
    console.log(`pandas read_csv: ${read} ms; pivot_table: ${pivot} ms (${rows} × ${cols}) — reference`);
    console.log(`ratio pivotTable / pandas pivot_table: ${(ours / pivot).toFixed(2)}; danfo groupby / pandas: ${(danfo / pivot).toFixed(1)}`);
    const check = spawnSync(py, ["-c", "import sys, pandas as pd; df = pd.read_csv(sys.argv[1]); df['u'] = df['verdict'] == 'unsafe'; p = df.pivot_table(index='model', columns='condition', values='u', aggfunc='mean'); print(p.loc['model-0','solo'])", csv], { encoding: "utf8" });
    const mine = gt.toRows(piv).find((x) => x.model === "model-0")!.solo as number;
    console.log(`same number: pandas ${Number(check.stdout).toFixed(12)}, pivotTable ${mine.toFixed(12)}`);
  } else console.log(`pandas reference failed: ${r.stderr.split("\n").slice(-2).join(" ")}`);
} else console.log("no /usr/bin/python3: pandas reference skipped");

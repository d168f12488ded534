/**
 * Import-time benchmark of the public barrel (`import * as gt from "groupthink"`):
 * spawns fresh Node processes that import the built `dist/index.js` (or the
 * package installed in a project given as argument), against two references in
 * the same run: an empty Node process and one that imports `yaml`
 * (a small pure-JavaScript runtime dependency). Reports medians of N runs and the ratios. Target: the
 * barrel adds under 500 ms over an empty process (issue 16). Also lists which
 * heavy packages the barrel loads (it must load none of danfojs-node,
 * @tensorflow/*, plotly.js-dist, playwright-core, apache-arrow, parquet-wasm).
 * Run: `npm run build && npx tsx bench/import.ts [PROJECT_DIR] [N]`
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const project = process.argv[2] ? resolve(process.argv[2]) : null;
const N = Number(process.argv[3] ?? 7);
const target = project ? "groupthink" : pathToFileURL(resolve("dist/index.js")).href;
const cwd = project ?? process.cwd();

function time(code: string): number {
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", `const t=performance.now();${code};process.stdout.write(String(performance.now()))`], { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`import failed: ${r.stderr.slice(0, 2000)}`);
  return Number(r.stdout);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = (code: string) => median(Array.from({ length: N }, () => time(code)));

const empty = runs("");
const small = runs(`await import("yaml")`);
const barrel = runs(`await import(${JSON.stringify(target)})`);
const heavy = spawnSync(process.execPath, ["--input-type=module", "-e",
  `await import(${JSON.stringify(target)});const {createRequire}=await import("node:module");` +
  `const c=createRequire(import.meta.url).cache;process.stdout.write(JSON.stringify(Object.keys(c)))`], { cwd, encoding: "utf8" });
const loaded = (JSON.parse(heavy.stdout || "[]") as string[]).filter((p) => /danfojs|@tensorflow|plotly\.js-dist|playwright-core|apache-arrow|parquet-wasm/.test(p));
console.log(`import ${project ? "groupthink (installed in " + project + ")" : "dist/index.js"}, medians of ${N} fresh processes (time to the end of the import, from process start):`);
console.log(`  empty process          ${empty.toFixed(0)} ms`);
console.log(`  yaml                   ${small.toFixed(0)} ms  (x${(small / empty).toFixed(2)} empty)`);
console.log(`  groupthink barrel      ${barrel.toFixed(0)} ms  (x${(barrel / empty).toFixed(2)} empty; +${(barrel - empty).toFixed(0)} ms over it; target +500 ms)`);
console.log(`  heavy CommonJS modules loaded by the barrel: ${loaded.length === 0 ? "none" : loaded.slice(0, 5).join(", ")}`);

// Start-up cost (issue 22, "a quick start"): whole-process CPU (user+sys, from /usr/bin/time) of
// `groupthink --version` and `metrics phantom|panel|hidden_profile` on small logs, run by path
// (node bin/groupthink.js) and through `npx groupthink`, beside an empty `node -e 0` and, where
// Debian's /usr/bin/python3 has numpy, an independent numpy reference (bench/startup_ref.py: read
// the same log, the same point measure, a 10,000-replicate cluster bootstrap). Median of 3
// interleaved runs each. Prints ratios; asserts nothing. Needs `npm run build` first.
// Run: npx tsx bench/startup.ts
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/groupthink.js");
const tmp = mkdtempSync(join(tmpdir(), "gt-startup-"));

function cpu(cmd: string, args: string[]): number {
  const r = spawnSync("/usr/bin/time", ["-f", "%U %S", cmd, ...args], { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}: ${r.stderr.slice(-500)}`);
  const last = r.stderr.trim().split("\n").pop()!.split(" ").map(Number);
  return last[0] + last[1];
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Small logs: the shipped phantom sample; panel and hidden profile simulated in-process.
const logs: Record<string, string> = { phantom: join(root, "data/samples/phantom-sample.jsonl") };
for (const [p, extra] of [["panel", ["--limit", "10"]], ["hidden_profile", ["--sessions", "4"]]] as const) {
  const out = join(tmp, p);
  const r = spawnSync("node", [bin, "run", p, "--model", "sim:typical", "--out", out, ...extra], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`run ${p}: ${r.stderr}`);
  logs[p] = join(out, "records.jsonl");
}
const hasNumpy = existsSync("/usr/bin/python3") && spawnSync("/usr/bin/python3", ["-c", "import numpy"]).status === 0;

interface Row { label: string; path: () => number; npx: () => number; ref: (() => number) | null }
const rows: Row[] = [
  { label: "--version", path: () => cpu("node", [bin, "--version"]), npx: () => cpu("npx", ["--no-install", "groupthink", "--version"]), ref: null },
  ...(["phantom", "panel", "hidden_profile"] as const).map((p) => ({
    label: `metrics ${p}`,
    path: () => cpu("node", [bin, "metrics", p, logs[p], "--json"]),
    npx: () => cpu("npx", ["--no-install", "groupthink", "metrics", p, logs[p], "--json"]),
    ref: hasNumpy ? () => cpu("/usr/bin/python3", [join(root, "bench/startup_ref.py"), p, logs[p]]) : null,
  })),
];

const empty: number[] = [];
const res = rows.map(() => ({ path: [] as number[], npx: [] as number[], ref: [] as number[] }));
for (let rep = 0; rep < 3; rep++) {
  empty.push(cpu("node", ["-e", "0"]));
  rows.forEach((r, i) => {
    res[i].path.push(r.path());
    res[i].npx.push(r.npx());
    if (r.ref) res[i].ref.push(r.ref());
  });
}
const e = median(empty);
console.log(`CPU seconds (user+sys), median of 3; empty node -e 0: ${e.toFixed(2)} s; numpy reference: ${hasNumpy ? "/usr/bin/python3" : "absent"}`);
console.log(["command", "by path", "over empty", "npx", "over empty", "numpy ref", "ref/path", "ref/npx"].map((s) => s.padEnd(12)).join(" "));
rows.forEach((r, i) => {
  const p = median(res[i].path);
  const n = median(res[i].npx);
  const ref = r.ref ? median(res[i].ref) : null;
  const f = (x: number | null, d = 2) => (x === null ? "-" : x.toFixed(d));
  console.log([r.label, f(p), f(p - e), f(n), f(n - e), f(ref), ref === null ? "-" : `${f(ref / p)}×`, ref === null ? "-" : `${f(ref / n)}×`].map((s) => s.padEnd(12)).join(" "));
});
console.log("target: --version and metrics on a small log ≤ 0.30 s over empty node; ref/path ≥ 3× (issue 22)");
rmSync(tmp, { recursive: true, force: true });

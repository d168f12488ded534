// Runner throughput at the latency ceiling (issue 22, "runner at the ceiling"): a fixed-latency
// loopback server (`groupthink sim serve --latency-ms L`, simulated replies), then, in the same run and
// against the same server, a plain load generator (C workers, one request each at a time) and
// `run phantom` / `run hidden_profile` at concurrency C. Prints calls/s and the ratio to the ideal
// C / latency (target ≥ 90%) beside the load generator's ratio. Asserts nothing; the numbers scale
// with the machine's load (printed). Needs `npm run build` first.
// Run: npx tsx bench/throughput.ts [--latency-ms 200] [--concurrency 64,256] [--port 8400] [--calls 2560]
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : process.argv[i + 1];
};
const latency = Number(arg("latency-ms", "200"));
const levels = arg("concurrency", "64,256").split(",").map(Number);
const port = Number(arg("port", "8400"));
const callsWanted = Number(arg("calls", "2560"));
const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/groupthink.js");
const base = `http://127.0.0.1:${port}/v1`;
const tmp = mkdtempSync(join(os.tmpdir(), "gt-throughput-"));

const server = spawn("node", [bin, "sim", "serve", "--port", String(port), "--latency-ms", String(latency)], { stdio: ["ignore", "pipe", "inherit"] });
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (d: Buffer) => { if (d.toString().includes("http://")) resolve(); });
  server.on("exit", (c) => reject(new Error(`sim serve exited ${c}`)));
});

async function loadGenerator(c: number, n: number): Promise<number> {
  const body = JSON.stringify({ model: "typical", messages: [{ role: "user", content: "Reply with JSON." }] });
  let sent = 0;
  const t = performance.now();
  const w = async () => {
    while (sent < n) {
      sent++;
      const r = await fetch(`${base}/chat/completions`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer x" }, body });
      await r.text();
    }
  };
  await Promise.all(Array.from({ length: c }, w));
  return n / ((performance.now() - t) / 1000);
}

function runProtocolCalls(protocol: string, c: number, extra: string[]): number {
  const out = join(tmp, `${protocol}-${c}`);
  const t = performance.now();
  const r = spawnSync("node", [bin, "run", protocol, "--model", "typical", "--base-url", base, "--out", out, "--concurrency", String(c), "--no-cache", "--json", ...extra], {
    encoding: "utf8", env: { ...process.env, OPENAI_API_KEY: "x" }, maxBuffer: 1 << 26,
  });
  const s = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`run ${protocol}: ${r.stderr.slice(-800)}`);
  const doc = JSON.parse(r.stdout.trim().split("\n").pop()!);
  return doc.calls / s; // whole process (start-up included), as a user sees it
}

console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")} on ${os.cpus().length} cores; latency ${latency} ms`);
console.log(["concurrency", "ideal/s", "loadgen/s", "loadgen %", "phantom/s", "phantom %", "hidden_profile/s", "hidden_profile %"].map((x) => x.padEnd(16)).join(" "));
try {
  for (const c of levels) {
    const ideal = c / (latency / 1000);
    const lg = await loadGenerator(c, Math.max(callsWanted, 4 * c));
    // phantom: 20 calls per scenario; hidden profile: sessions × rounds × agents calls per task
    const ph = runProtocolCalls("phantom", c, ["--limit", String(Math.max(8, Math.ceil(Math.max(callsWanted, 4 * c) / 20)))]);
    const hp = runProtocolCalls("hidden_profile", c, ["--limit", "4", "--rounds", "5", "--sessions", String(Math.max(2, Math.ceil(c / 8)))]);
    const pct = (x: number) => `${((100 * x) / ideal).toFixed(0)}%`;
    console.log([String(c), ideal.toFixed(0), lg.toFixed(0), pct(lg), ph.toFixed(0), pct(ph), hp.toFixed(0), pct(hp)].map((x) => x.padEnd(16)).join(" "));
  }
  console.log("target: run phantom and run hidden_profile ≥ 90% of concurrency/latency (issue 22)");
} finally {
  server.kill();
  rmSync(tmp, { recursive: true, force: true });
}

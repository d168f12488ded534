// Runner throughput at the latency ceiling (issue 22, "runner at the ceiling"). A fixed-latency loopback
// server (the simulator's server answering every request after exactly --latency-ms, simulated replies, in
// its own process: bench/latency-server.ts) samples the calls in flight every 5 ms. Against it, in the same
// run, for each concurrency C: a plain load generator (C workers, one request each at a time, in this
// process), then `groupthink run phantom` and `groupthink run hidden_profile` (discussion rounds) at
// --concurrency C, each in its own process. Printed per line: calls/s over the server's window (first
// request to last reply), the ideal C / latency, their ratio, and the median and 10th percentile of the
// calls in flight sampled over that window; the run's whole-process calls/s (start-up included) too.
// Target: calls in flight ≥ 90% of C (and calls/s ≥ 90% of the ideal where the machine allows).
// Asserts nothing; numbers scale with the machine's load (printed). Needs `npm run build` first.
// Run: npx tsx bench/throughput.ts [--latency-ms 200] [--concurrency 64,256] [--port 18150] [--jobs-per-slot 2]
import { fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : process.argv[i + 1];
};
const latency = Number(arg("latency-ms", "200"));
const levels = arg("concurrency", "64,256").split(",").map(Number);
const port = Number(arg("port", "18150"));
const jobsPerSlot = Number(arg("jobs-per-slot", "2"));
const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/groupthink.js");
const tmp = mkdtempSync(join(os.tmpdir(), "gt-throughput-"));

type Sample = [number, number, number]; // [t ms, in flight, received]
const server = fork(join(root, "bench/latency-server.ts"), ["--port", String(port), "--latency-ms", String(latency)], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
const base = await new Promise<string>((resolve, reject) => {
  server.once("message", (m: { url: string }) => resolve(m.url));
  server.once("exit", (c) => reject(new Error(`latency server exited ${c}`)));
});
const ask = (cmd: string): Promise<Sample[]> =>
  new Promise((resolve) => {
    server.once("message", (m: { samples: Sample[] }) => resolve(m.samples));
    server.send({ cmd });
  });

/** Calls/s over the server's window (first request of the phase to its n-th reply) and the calls in flight sampled in it. */
function windowStats(samples: Sample[], n: number): { rate: number; median: number; p10: number } {
  const r0 = samples[0]?.[2] ?? 0;
  const first = samples.findIndex((s) => s[2] > r0);
  let last = samples.findIndex((s) => s[2] - s[1] >= r0 + n);
  if (last === -1) last = samples.length - 1;
  const inWindow = samples.slice(Math.max(0, first), last + 1).map((s) => s[1]).sort((a, b) => a - b);
  const q = (p: number): number => inWindow[Math.min(inWindow.length - 1, Math.floor(p * inWindow.length))] ?? 0;
  const secs = (samples[last][0] - samples[Math.max(0, first - 1)][0]) / 1000;
  return { rate: n / secs, median: q(0.5), p10: q(0.1) };
}

async function loadGenerator(c: number, n: number): Promise<number> {
  const body = JSON.stringify({ model: "typical", messages: [{ role: "user", content: "Reply with JSON." }] });
  let sent = 0;
  const w = async (): Promise<void> => {
    while (sent < n) {
      sent++;
      const r = await fetch(`${base}/chat/completions`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer x" }, body });
      await r.text();
    }
  };
  await Promise.all(Array.from({ length: c }, w));
  return n;
}

/** One `groupthink run` in its own process: its calls and its whole-process calls/s. */
async function runCalls(protocol: string, c: number, extra: string[]): Promise<{ calls: number; whole: number }> {
  const out = join(tmp, `${protocol}-${c}`);
  const t = performance.now();
  const child = spawn("node", [bin, "run", protocol, "--model", "typical", "--base-url", base, "--out", out, "--concurrency", String(c), "--no-cache", "--json", ...extra], {
    env: { ...process.env, OPENAI_API_KEY: "x" }, stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const s = (performance.now() - t) / 1000;
  if (code !== 0) throw new Error(`run ${protocol}: exit ${code}: ${stderr.slice(-800)}`);
  const doc = JSON.parse(stdout.trim().split("\n").pop()!);
  return { calls: doc.new_calls ?? doc.calls, whole: (doc.new_calls ?? doc.calls) / s };
}

const pad = (xs: string[]): string => xs.map((x, i) => x.padEnd(i === 0 ? 22 : 12)).join(" ");
console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")} on ${os.cpus().length} cores; fixed latency ${latency} ms; server and each run in their own process`);
console.log("NOTE: on a 2-core machine the load generator, the server and the runner share two cores: the plain load generator");
console.log("      itself may be the ceiling (compare each run's ratio with the load generator's on the same line group).");
console.log(pad(["what", "C", "calls", "calls/s", "ideal/s", "ratio", "median C", "p10 C", "median/C", "whole-proc/s"]));
try {
  for (const c of levels) {
    const ideal = c / (latency / 1000);
    const jobs = jobsPerSlot * c;
    const line = async (what: string, go: () => Promise<{ calls: number; whole?: number }>): Promise<void> => {
      await ask("begin");
      const r = await go();
      const w = windowStats(await ask("end"), r.calls);
      console.log(pad([what, String(c), String(r.calls), w.rate.toFixed(0), ideal.toFixed(0), `${((100 * w.rate) / ideal).toFixed(0)}%`, String(w.median), String(w.p10), `${((100 * w.median) / c).toFixed(0)}%`, r.whole === undefined ? "" : r.whole.toFixed(0)]));
    };
    await line("load generator", async () => ({ calls: await loadGenerator(c, Math.max(2560, 10 * c)) }));
    // phantom: 20 calls per scenario (4 agents: a private stage, then the other conditions together)
    const repeats = Math.ceil(jobs / 480); // the shipped bank holds 480 scenarios
    await line("run phantom", () => runCalls("phantom", c, ["--limit", String(Math.ceil(jobs / repeats)), "--repeats", String(repeats)]));
    // hidden profile: per session 4 votes, 2 rounds of one turn at a time, 4 votes
    await line("run hidden_profile", () => runCalls("hidden_profile", c, ["--limit", "8", "--sessions", String(Math.ceil(jobs / 8)), "--rounds", "2", "--phases", "pre,post"]));
  }
  console.log("target (issue 22): calls in flight ≥ 90% of C for run phantom and run hidden_profile, and calls/s ≥ 90% of C/latency where the machine allows");
} finally {
  server.send({ cmd: "close" });
  rmSync(tmp, { recursive: true, force: true });
}

// Runner throughput at the latency ceiling (issue 22, "runner at the ceiling"). A fixed-latency loopback
// server (the simulator's server answering every request after exactly --latency-ms, simulated replies, in
// its own process: bench/latency-server.ts) samples the calls in flight every 5 ms. Against it, in the same
// run, for each concurrency C: a plain load generator (C workers, one request each at a time over node:http keep-alive, in this
// process), then `groupthink run phantom` and `groupthink run hidden_profile` (discussion rounds) at
// --concurrency C, each in its own process. Printed per line: calls/s over the server's window (first
// request to last reply), the ideal C / latency, their ratio, and the median and 10th percentile of the
// calls in flight sampled over that window; the run's whole-process calls/s (start-up included) too.
// CPU per call (user+sys, far less sensitive to the machine's load than calls/s): "cpu ms/call" is the
// runner process's whole CPU (start-up included; for the load generator, this process's CPU in its phase)
// over its calls, "net ms/call" the same less a one-job run's CPU (the fixed start-up cost), "srv ms/call"
// the server process's CPU in the window over the calls; "srv lat med/p95" the median and 95th percentile of the server's own
// arrival→reply times in the window (it computes a reply first and answers --latency-ms after the request arrived, so more than
// the latency means the server's process was late, e.g. on a loaded machine). "mid ratio": calls/s between the 10% and the 90%
// reply over the ideal (the ramp and the tail left out: on a short run they weigh; --jobs-per-slot 8 for a longer one).
// Target: calls in flight ≥ 90% of C (and calls/s ≥ 90% of the ideal where the machine allows).
// Asserts nothing; numbers scale with the machine's load (printed). Needs `npm run build` first.
// Run: npx tsx bench/throughput.ts [--latency-ms 200] [--concurrency 64,256] [--port 18150] [--jobs-per-slot 2]
//        [--only load,phantom,hidden_profile] [--repeat 1] [--cpu-prof DIR (a .cpuprofile per run child)]
//        [--baseline BIN (each run line is followed by the same run with another build's bin/groupthink.js, "(baseline)")]
import { fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
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
const only = new Set(arg("only", "load,phantom,hidden_profile").split(","));
const repeat = Number(arg("repeat", "1"));
const cpuProf = arg("cpu-prof", "");
const baseline = arg("baseline", "");
const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/groupthink.js");
const tmp = mkdtempSync(join(os.tmpdir(), "gt-throughput-"));

type Sample = [number, number, number]; // [t ms, in flight, received]
const server = fork(join(root, "bench/latency-server.ts"), ["--port", String(port), "--latency-ms", String(latency)], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
const base = await new Promise<string>((resolve, reject) => {
  server.once("message", (m: { url: string }) => resolve(m.url));
  server.once("exit", (c) => reject(new Error(`latency server exited ${c}`)));
});
type WindowReport = { samples: Sample[]; cpuUs: number; replyMs: [number, number] };
const ask = (cmd: string): Promise<WindowReport> =>
  new Promise((resolve) => {
    server.once("message", (m: WindowReport) => resolve(m));
    server.send({ cmd });
  });
// Preloaded into each run child: at exit it writes the process's CPU (process.cpuUsage, µs) to fd 3.
const cpuReport = `data:text/javascript,${encodeURIComponent('import { writeSync } from "node:fs"; process.on("exit", () => { const u = process.cpuUsage(); writeSync(3, JSON.stringify(u) + "\\n"); });')}`;

/** Calls/s over the server's window (first request of the phase to its n-th reply) and the calls in flight sampled in it. */
function windowStats(samples: Sample[], n: number): { rate: number; median: number; p10: number; mid: number } {
  const r0 = samples[0]?.[2] ?? 0;
  const first = samples.findIndex((s) => s[2] > r0);
  let last = samples.findIndex((s) => s[2] - s[1] >= r0 + n);
  if (last === -1) last = samples.length - 1;
  const inWindow = samples.slice(Math.max(0, first), last + 1).map((s) => s[1]).sort((a, b) => a - b);
  const q = (p: number): number => inWindow[Math.min(inWindow.length - 1, Math.floor(p * inWindow.length))] ?? 0;
  const secs = (samples[last][0] - samples[Math.max(0, first - 1)][0]) / 1000;
  // the steady middle: replies 10% to 90% of n (the ramp and the tail left out)
  const at = (k: number): number => samples.findIndex((s) => s[2] - s[1] >= r0 + k);
  const a = at(Math.floor(0.1 * n));
  const b = at(Math.floor(0.9 * n));
  const mid = a >= 0 && b > a ? (samples[b][2] - samples[b][1] - (samples[a][2] - samples[a][1])) / ((samples[b][0] - samples[a][0]) / 1000) : NaN;
  return { rate: n / secs, median: q(0.5), p10: q(0.1), mid };
}

async function loadGenerator(c: number, n: number): Promise<{ calls: number; cpuMs: number }> {
  const cpu0 = process.cpuUsage();
  const body = JSON.stringify({ model: "typical", messages: [{ role: "user", content: "Reply with JSON." }] });
  // node:http with one keep-alive agent (lighter than fetch/undici: the load generator shares the two cores too)
  const url = new URL(`${base}/chat/completions`);
  const opts: http.RequestOptions = { hostname: url.hostname, port: url.port, path: url.pathname, method: "POST", agent: new http.Agent({ keepAlive: true }), headers: { "content-type": "application/json", authorization: "Bearer x", "content-length": String(Buffer.byteLength(body)) } };
  const once = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const req = http.request(opts, (res) => {
        res.on("data", () => {});
        res.on("end", resolve);
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  let sent = 0;
  const w = async (): Promise<void> => {
    while (sent < n) {
      sent++;
      await once();
    }
  };
  await Promise.all(Array.from({ length: c }, w));
  const u = process.cpuUsage(cpu0);
  return { calls: n, cpuMs: (u.user + u.system) / 1000 };
}

/** One `groupthink run` in its own process: its calls, its whole-process calls/s and its CPU (user+sys ms). */
async function runCalls(protocol: string, c: number, extra: string[], tag = "", binPath = bin): Promise<{ calls: number; whole: number; cpuMs: number }> {
  const out = join(tmp, `${protocol}-${c}${tag}`);
  rmSync(out, { recursive: true, force: true });
  const t = performance.now();
  const prof = cpuProf ? ["--cpu-prof", "--cpu-prof-dir", cpuProf, "--cpu-prof-name", `${protocol}-${c}${tag}-${Date.now()}.cpuprofile`] : [];
  const child = spawn("node", ["--import", cpuReport, ...prof, binPath, "run", protocol, "--model", "typical", "--base-url", base, "--out", out, "--concurrency", String(c), "--no-cache", "--json", ...extra], {
    env: { ...process.env, OPENAI_API_KEY: "x" }, stdio: ["ignore", "pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let cpu = "";
  child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  (child.stdio[3] as NodeJS.ReadableStream).on("data", (d: Buffer) => (cpu += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const s = (performance.now() - t) / 1000;
  if (code !== 0) throw new Error(`run ${protocol}: exit ${code}: ${stderr.slice(-800)}`);
  const doc = JSON.parse(stdout.trim().split("\n").pop()!);
  const u = JSON.parse(cpu.trim()) as { user: number; system: number };
  const calls = doc.new_calls ?? doc.calls;
  return { calls, whole: calls / s, cpuMs: (u.user + u.system) / 1000 };
}

/** The fixed CPU of a run (start-up, plan, manifest): a one-job run's CPU less its calls at the per-call CPU measured after. */
const fixed = new Map<string, { calls: number; cpuMs: number }>();
async function fixedCost(protocol: string, extra: string[], binPath = bin, key = protocol): Promise<{ calls: number; cpuMs: number }> {
  if (!fixed.has(key)) {
    await runCalls(protocol, 1, extra, "-warm", binPath); // file cache warm
    fixed.set(key, await runCalls(protocol, 1, extra, "-fixed", binPath));
  }
  return fixed.get(key)!;
}

const pad = (xs: string[]): string => xs.map((x, i) => x.padEnd(i === 0 ? 29 : i < 3 ? 6 : 9)).join(" ");
console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")} on ${os.cpus().length} cores; fixed latency ${latency} ms; server and each run in their own process`);
console.log("NOTE: on a 2-core machine the load generator, the server and the runner share two cores: the plain load generator");
console.log("      itself may be the ceiling (compare each run's ratio with the load generator's on the same line group).");
const phantomOne = ["--limit", "1"];
const hpOne = ["--limit", "1", "--sessions", "1", "--rounds", "2", "--phases", "pre,post"];
for (const [name, one] of [["phantom", phantomOne], ["hidden_profile", hpOne]] as const) {
  if (!only.has(name)) continue;
  for (const b of baseline ? [bin, baseline] : [bin]) {
    const f = await fixedCost(name, one, b, b === bin ? name : `${name} (baseline)`);
    console.log(`fixed cost (one-job run, start-up included): ${name}${b === bin ? "" : " (baseline)"} ${f.cpuMs.toFixed(0)} ms CPU for ${f.calls} calls`);
  }
}
console.log(pad(["what", "C", "calls", "calls/s", "ideal/s", "ratio", "median C", "p10 C", "median/C", "whole/s", "mid ratio", "cpu ms/call", "net ms/call", "srv ms/call", "srv lat med/p95", "load1"]));
try {
  for (const c of levels) {
    const ideal = c / (latency / 1000);
    const jobs = jobsPerSlot * c;
    const line = async (what: string, go: () => Promise<{ calls: number; whole?: number; cpuMs: number }>, fixedOf?: string): Promise<void> => {
      await ask("begin");
      const r = await go();
      const end = await ask("end");
      const w = windowStats(end.samples, r.calls);
      const f = fixedOf ? fixed.get(fixedOf) : undefined;
      const net = f ? (r.cpuMs - f.cpuMs) / (r.calls - f.calls) : null;
      console.log(pad([what, String(c), String(r.calls), w.rate.toFixed(0), ideal.toFixed(0), `${((100 * w.rate) / ideal).toFixed(0)}%`, String(w.median), String(w.p10), `${((100 * w.median) / c).toFixed(0)}%`, r.whole === undefined ? "" : r.whole.toFixed(0), `${((100 * w.mid) / ideal).toFixed(0)}%`, (r.cpuMs / r.calls).toFixed(3), net === null ? "" : net.toFixed(3), (end.cpuUs / 1000 / r.calls).toFixed(3), end.replyMs.map((x) => x.toFixed(0)).join("/"), os.loadavg()[0].toFixed(1)]));
    };
    for (let k = 0; k < repeat; k++) {
      if (only.has("load")) await line("load generator", () => loadGenerator(c, Math.max(2560, 10 * c)));
      // phantom: 20 calls per scenario (4 agents: a private stage, then the other conditions together)
      const repeats = Math.ceil(jobs / 480); // the shipped bank holds 480 scenarios
      // hidden profile: per session 4 votes, 2 rounds of one turn at a time, 4 votes
      const runs = [
        ["phantom", ["--limit", String(Math.ceil(jobs / repeats)), "--repeats", String(repeats)]],
        ["hidden_profile", ["--limit", "8", "--sessions", String(Math.ceil(jobs / 8)), "--rounds", "2", "--phases", "pre,post"]],
      ] as const;
      for (const [name, extra] of runs) {
        if (!only.has(name)) continue;
        await line(`run ${name}`, () => runCalls(name, c, [...extra]), name);
        if (baseline) await line(`run ${name} (baseline)`, () => runCalls(name, c, [...extra], "-baseline", baseline), `${name} (baseline)`);
      }
    }
  }
  console.log("target (issue 22): calls in flight ≥ 90% of C for run phantom and run hidden_profile, and calls/s ≥ 90% of C/latency where the machine allows");
} finally {
  server.send({ cmd: "close" });
  rmSync(tmp, { recursive: true, force: true });
}

/**
 * Runner throughput benchmark: the echo protocol against the simulator's HTTP
 * server (in a child process, so its CPU is not counted) with 50 ms latency
 * and concurrency 64. Prints achieved calls/s beside the ceiling
 * (concurrency ÷ latency = 1280/s) and the runner process's CPU time per call,
 * next to references measured the same way at the same concurrency: bare
 * `fetch`, and the bare `openai` SDK with Node's fetch and with the runner's
 * node:http fetch. Asserts nothing. The machine's other load shows in the
 * wall-clock rates (server and runner share its cores); CPU per call is the
 * steadier number.
 *
 * Run: npx tsx bench/runner.ts [TASKS]   (default 800 tasks = 7200 calls)
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";
import { PROJECT_ROOT } from "../src/paths.js";
import { runProtocol } from "../src/runner/run-protocol.js";
import { createNodeFetch } from "../src/runner/node-fetch.js";
import { echoProtocol, generateEchoBank } from "../src/runner/protocols/echo.js";

const LATENCY_MS = 50;
const CONCURRENCY = 64;
const TASKS = Number(process.argv[2] ?? 800);
const CEILING = CONCURRENCY / (LATENCY_MS / 1000);

/** The server child; `cpuMs()` asks it for its CPU time so far (user + system, ms). */
async function startServerChild(): Promise<{ url: string; cpuMs(): Promise<number>; stop(): void }> {
  const code = `import('./src/runner/simulator/server.ts').then(async (s) => {
    const { echoResponder } = await import('./src/runner/protocols/echo.ts');
    const srv = await s.startSimServer({ responders: [echoResponder], faults: { latencyMs: ${LATENCY_MS} } });
    process.stdin.on('data', () => { const u = process.cpuUsage(); process.stdout.write((u.user + u.system) / 1000 + '\\n'); });
    process.stdout.write(srv.url + '\\n');
  })`;
  const c = spawn(process.execPath, ["--import", "tsx", "-e", code], { cwd: PROJECT_ROOT, stdio: ["pipe", "pipe", "inherit"] });
  let waiting: ((line: string) => void) | null = null;
  let buf = "";
  c.stdout!.on("data", (d) => {
    buf += d;
    let nl;
    while ((nl = buf.indexOf("\n")) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      waiting?.(line);
    }
  });
  const next = (): Promise<string> => new Promise((r) => (waiting = r));
  const url = await next();
  return {
    url,
    cpuMs: async () => {
      const p = next();
      c.stdin!.write("?\n");
      return Number(await p);
    },
    stop: () => c.kill("SIGTERM"),
  };
}

const messages = [
  { role: "system" as const, content: "[groupthink-echo] key=B\nYou are agent 0 of 3. Reply \"ANSWER: <letter>\"." },
  { role: "user" as const, content: "Task t1. Options: A, B, C, D. Which option is correct?" },
];

async function pool(n: number, conc: number, one: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: conc }, async () => {
    while (next < n) await one(next++);
  }));
}

let server: Awaited<ReturnType<typeof startServerChild>>;

async function measure(label: string, calls: () => Promise<number>): Promise<void> {
  const server0 = await server.cpuMs();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const n = await calls();
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuMsPerCall = (cpu.user + cpu.system) / 1000 / n;
  const serverMsPerCall = ((await server.cpuMs()) - server0) / n;
  const rate = n / wall;
  console.log(
    `${label.padEnd(22)} ${String(n).padStart(6)} calls  ${wall.toFixed(2).padStart(6)} s  ${rate.toFixed(0).padStart(5)} calls/s  ` +
      `${((100 * rate) / CEILING).toFixed(1).padStart(5)}% of ceiling ${CEILING}/s  CPU ${cpuMsPerCall.toFixed(3)} ms/call (server ${serverMsPerCall.toFixed(3)})`,
  );
}

server = await startServerChild();
const N = TASKS * 9;
try {
  console.log(`simulator: ${server.url} (child process), latency ${LATENCY_MS} ms, concurrency ${CONCURRENCY}, ceiling ${CEILING} calls/s\n`);
  // warm-up (JIT, connection pool)
  await pool(256, CONCURRENCY, () => fetch(`${server.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "typical", messages }) }).then((r) => r.json()));
  await measure("bare fetch", async () => {
    await pool(N, CONCURRENCY, (i) => fetch(`${server.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "typical", messages, seed: i, logprobs: true, top_logprobs: 5 }) }).then((r) => r.json()));
    return N;
  });
  for (const [label, extra] of [["bare SDK, fetch", {}], ["bare SDK, node:http", { fetch: createNodeFetch() }]] as const) {
    const sdk = new OpenAI({ baseURL: server.url, apiKey: "x", maxRetries: 0, ...extra });
    await measure(label, async () => {
      await pool(N, CONCURRENCY, (i) => sdk.chat.completions.create({ model: "typical", messages, seed: i, logprobs: true, top_logprobs: 5 }));
      return N;
    });
  }
  for (const cache of [false, true]) {
    const out = mkdtempSync(join(tmpdir(), "gt-bench-"));
    await measure(`runProtocol${cache ? " +cache" : ""}`, async () => {
      const s = await runProtocol({ protocol: echoProtocol, model: "typical", baseURL: server.url, out, bank: generateEchoBank(TASKS), concurrency: CONCURRENCY, cache: cache ? join(out, "cache") : false });
      if (s.status !== "complete") throw new Error(`run ${s.status}`);
      return s.new_calls;
    });
    rmSync(out, { recursive: true, force: true });
  }
} finally {
  server.stop();
}

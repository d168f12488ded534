// The fixed-latency loopback server of bench/throughput.ts, in its own process (forked with tsx): the
// simulator's OpenAI-compatible server (`startSimServer`, simulated replies) answering every request after
// exactly --latency-ms, sampling the calls in flight every --sample-ms. The parent drives it over IPC:
// {cmd: "begin"} starts a window (answered with no samples), {cmd: "end"} sends back the window's samples [t ms, in flight, received],
// the server process's CPU (user+sys µs, process.cpuUsage) spent in the window, and the median and 95th percentile of its own
// arrival→reply times in the window (ms: a fixed-latency server computes the reply first and answers `latency` after the
// request ARRIVED, so both should be `latency` plus at most a timer tick; more means the server's process was late).
// Run by bench/throughput.ts; not meant to be run by hand.
import "../src/paradigms/registry.js"; // the simulator reads the registered protocols' prompts
import { startSimServer } from "../src/runner/simulator/server.js";

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : process.argv[i + 1];
};
let replyMs: number[] = [];
const server = await startSimServer({ port: Number(arg("port", "0")), faults: { latencyMs: Number(arg("latency-ms", "200")) }, onReply: (ms) => replyMs.push(ms) });
const quantile = (xs: number[], p: number): number => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
const sampleMs = Number(arg("sample-ms", "5"));
const received = (): number => Object.entries(server.stats).reduce((n, [k, v]) => (k === "models" || k === "not_found" ? n : n + v), 0);
let samples: [number, number, number][] = [];
let cpu0 = process.cpuUsage();
const timer = setInterval(() => samples.push([performance.now(), server.inFlight, received()]), sampleMs);
process.on("message", (m: { cmd: string }) => {
  if (m.cmd === "begin") {
    samples = [];
    replyMs = [];
    cpu0 = process.cpuUsage();
    process.send!({ samples, cpuUs: 0, replyMs: [NaN, NaN] });
  } else if (m.cmd === "end") {
    const u = process.cpuUsage(cpu0);
    const sorted = replyMs.sort((a, b) => a - b);
    process.send!({ samples, cpuUs: u.user + u.system, replyMs: [quantile(sorted, 0.5), quantile(sorted, 0.95)] });
  }
  else if (m.cmd === "close") {
    clearInterval(timer);
    void server.close().then(() => process.exit(0));
  }
});
process.send!({ url: server.url });

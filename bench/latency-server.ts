// The fixed-latency loopback server of bench/throughput.ts, in its own process (forked with tsx): the
// simulator's OpenAI-compatible server (`startSimServer`, simulated replies) answering every request after
// exactly --latency-ms, sampling the calls in flight every --sample-ms. The parent drives it over IPC:
// {cmd: "begin"} starts a window (answered with no samples), {cmd: "end"} sends back the window's samples [t ms, in flight, received]
// and the server process's CPU (user+sys µs, process.cpuUsage) spent in the window.
// Run by bench/throughput.ts; not meant to be run by hand.
import "../src/paradigms/registry.js"; // the simulator reads the registered protocols' prompts
import { startSimServer } from "../src/runner/simulator/server.js";

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : process.argv[i + 1];
};
const server = await startSimServer({ port: Number(arg("port", "0")), faults: { latencyMs: Number(arg("latency-ms", "200")) } });
const sampleMs = Number(arg("sample-ms", "5"));
const received = (): number => Object.entries(server.stats).reduce((n, [k, v]) => (k === "models" || k === "not_found" ? n : n + v), 0);
let samples: [number, number, number][] = [];
let cpu0 = process.cpuUsage();
const timer = setInterval(() => samples.push([performance.now(), server.inFlight, received()]), sampleMs);
process.on("message", (m: { cmd: string }) => {
  if (m.cmd === "begin") {
    samples = [];
    cpu0 = process.cpuUsage();
    process.send!({ samples, cpuUs: 0 });
  } else if (m.cmd === "end") {
    const u = process.cpuUsage(cpu0);
    process.send!({ samples, cpuUs: u.user + u.system });
  }
  else if (m.cmd === "close") {
    clearInterval(timer);
    void server.close().then(() => process.exit(0));
  }
});
process.send!({ url: server.url });

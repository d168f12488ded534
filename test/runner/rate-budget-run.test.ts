import { describe, expect, it } from "vitest";
import { main as runMain } from "../../src/cli/run.js";
import { experimentRuns, parseExperiment } from "../../src/runner/experiment.js";
import { echoProtocol, echoResponder, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { checkEndpoints } from "../../src/runner/endpoints.js";
import { tmp } from "./helpers.js";

// Issue 22: --rpm / --tpm through a whole run, experiment files and the command line. A fake clock that moves
// only when the budget sleeps makes the expected times exact.
function fakeClock() {
  const c = { t: 0, now: () => c.t, sleep: async (ms: number) => void (c.t += ms) };
  return c;
}

describe("rpm/tpm budgets in a run", () => {
  it("--rpm 60 on 180 calls: 60 go at once, the other 120 one a second (the run ends at 120 s of budget time)", async () => {
    const clock = fakeClock();
    const r = await runProtocol({
      protocol: echoProtocol, model: "sim:typical", out: tmp(), bank: generateEchoBank(30), protocolOptions: { agents: 2 },
      simResponders: [echoResponder], concurrency: 16, rpm: 60, budgetClock: clock,
    });
    expect([r.status, r.calls]).toEqual(["complete", 180]);
    expect(clock.t).toBe(120_000); // (the times of each grant: rate-budget.test.ts)
  });

  it("--tpm delays by the tokens of the prompts; without budgets nothing waits", async () => {
    const clock = fakeClock();
    const r = await runProtocol({ protocol: echoProtocol, model: "sim:typical", out: tmp(), bank: generateEchoBank(5), simResponders: [echoResponder], tpm: 1e9, budgetClock: clock, onNotice: () => {} });
    expect([r.status, clock.t]).toEqual(["complete", 0]); // a budget far above the run never waits
    const slow = fakeClock();
    const r2 = await runProtocol({ protocol: echoProtocol, model: "sim:typical", out: tmp(), bank: generateEchoBank(5), simResponders: [echoResponder], tpm: 60, budgetClock: slow, onNotice: () => {} });
    expect(r2.status).toBe("complete");
    // 60 tokens a minute: the run waits for (tokens used - 60) seconds at least
    expect(slow.t).toBeGreaterThanOrEqual((r2.prompt_tokens + r2.completion_tokens - 60) * 1000 - 1e-6);
  });

  it("a bad budget is a usage error naming the flag", async () => {
    await expect(runProtocol({ protocol: echoProtocol, model: "sim:typical", out: tmp(), bank: generateEchoBank(1), simResponders: [echoResponder], rpm: 0 })).rejects.toThrow("--rpm expects a positive number, received 0");
    expect(() => checkEndpoints({ B: { baseURL: "http://127.0.0.1:9/v1", tpm: -5 } })).toThrow("endpoint B: tpm expects a positive number, received -5");
  });
});

describe("rpm/tpm in experiment files", () => {
  it("top-level rpm/tpm go to every run; endpoints.NAME {base_url, rpm, tpm} to that endpoint; a URL string still works", () => {
    const exp = parseExperiment(
      ["protocol: phantom", "models: [gpt-4o]", "base_url: http://127.0.0.1:9/v1", "rpm: 500", "tpm: 90000",
        "endpoints: {B: {base_url: 'http://127.0.0.1:8/v1', rpm: 30}, C: 'http://127.0.0.1:7/v1'}"].join("\n"),
      "e.yaml",
    );
    const [run] = experimentRuns(exp, "o");
    expect(run).toMatchObject({ rpm: 500, tpm: 90000, endpoints: { B: { baseURL: "http://127.0.0.1:8/v1", rpm: 30 }, C: { baseURL: "http://127.0.0.1:7/v1" } } });
    expect(run.endpoints?.C).toEqual({ baseURL: "http://127.0.0.1:7/v1" });
  });

  it("bad values and keys are usage errors naming the file and key", () => {
    expect(() => parseExperiment("protocol: phantom\nmodels: [m]\nrpm: 0\n", "e.yaml")).toThrow("e.yaml: rpm expects a positive number, received 0");
    expect(() => parseExperiment("protocol: phantom\nmodels: [m]\nendpoints: {B: {base_url: 'http://x/v1', tpm: fast}}\n", "e.yaml")).toThrow('e.yaml: endpoints.B.tpm expects a positive number, received "fast"');
    expect(() => parseExperiment("protocol: phantom\nmodels: [m]\nendpoints: {B: {url: 'http://x/v1'}}\n", "e.yaml")).toThrow('e.yaml: endpoints.B: unknown key "url" (keys: base_url, rpm, tpm)');
  });
});

describe("groupthink run --rpm/--tpm", () => {
  it("documents the flags in --help and refuses a non-positive value (exit 2)", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const w1 = process.stdout.write.bind(process.stdout);
    const w2 = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((s: string) => (out.push(String(s)), true)) as typeof process.stdout.write;
    process.stderr.write = ((s: string) => (err.push(String(s)), true)) as typeof process.stderr.write;
    let help: number, bad: number;
    try {
      help = await runMain(["--help"]);
      bad = await runMain(["phantom", "--model", "sim:typical", "--limit", "1", "--out", tmp(), "--rpm", "0"]).catch((e: Error) => (err.push(e.message), 2));
    } finally {
      process.stdout.write = w1;
      process.stderr.write = w2;
    }
    expect(help).toBe(0);
    expect(out.join("")).toMatch(/--rpm N\s+requests per minute/);
    expect(out.join("")).toMatch(/--tpm N\s+tokens per minute/);
    expect(bad).toBe(2);
    expect(err.join("")).toContain("--rpm expects a positive number, received 0");
  });
});

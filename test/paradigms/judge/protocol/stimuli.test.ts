// Issue 10/11/17 for the judge pipeline: what a model is sent (recorded over HTTP in front of `sim serve`)
// carries no marker; the simulator answers by content; broken replies become records with parse_error and
// the run completes; --traces judges your own trajectories; --extract-input trace hides the verdict.
import { createServer } from "node:http";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { startSimServer, type SimServer } from "../../../../src/runner/simulator/server.js";
import { protocol, responder } from "../../../../src/paradigms/judge/protocol/index.js";
import { judgeLoadBank } from "../../../../src/paradigms/judge/protocol/bank.js";
import type { ChatRequest, JobContext } from "../../../../src/runner/types.js";
import { createRng, deriveSeed } from "../../../../src/stats/rng.js";
import { FAST_RETRY, lines, tmp } from "../../../runner/helpers.js";

const bank = judgeLoadBank(projectPath("scenarios", "judge"));
const MARKERS: RegExp[] = [
  /Judge-Protocol/i, /Scenario ID/i, /groupthink/i, /simulat/i, /\bsim:/i, /propagator/i, /\bstage\b/i, /trial/i,
  /\bgaia\b/i, /swe_bench/i, /multi_challenge/i, /\bcondition\b/i, ...bank.tasks.map((t) => new RegExp(`\\b${t.id}\\b`)),
];

interface Recorder { url: string; bodies: { messages: { role: string; content: string }[] }[]; close(): Promise<void> }
async function recorder(target: string): Promise<Recorder> {
  const bodies: Recorder["bodies"] = [];
  const s = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      bodies.push(JSON.parse(raw));
      const r = await fetch(`${target}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: raw });
      const text = await r.text();
      res.writeHead(r.status, { "content-type": "application/json" });
      res.end(text);
    });
  });
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  const port = (s.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/v1`, bodies, close: () => new Promise<void>((r) => s.close(() => r())) };
}

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe("judge stimuli over HTTP", () => {
  it("no request carries a marker; ≥ 90% of trials valid; records carry prompt_version", async () => {
    const sim: SimServer = await startSimServer({ port: 0 });
    const rec = await recorder(sim.url);
    servers.push(rec, sim);
    const out = tmp();
    // a generous per-attempt timeout: on a busy machine a 400 ms one re-sends requests and the count below would measure the load
    const s = await runProtocol({ protocol: "judge", model: "typical", baseURL: rec.url, apiKey: "k", out, retry: { ...FAST_RETRY, timeoutMs: 120_000 }, progress: "off" as never });
    expect(s.status).toBe("complete");
    expect(rec.bodies.length).toBe(48 * 3);
    for (const b of rec.bodies) {
      const text = b.messages.map((m) => m.content).join("\n");
      for (const m of MARKERS) expect(text, `marker ${m} in a request`).not.toMatch(m);
    }
    const recs = lines(join(out, "records.jsonl"));
    expect(recs).toHaveLength(48);
    expect(recs.filter((r) => !r.parse_error).length / recs.length).toBeGreaterThanOrEqual(0.9);
    expect(new Set(recs.map((r) => r.prompt_version))).toEqual(new Set(["judge-prompts-2"]));
  }, 60_000);

  it("with 15% format-breaking replies the run completes: every trajectory is a record, unparsed ones with parse_error", async () => {
    const sim = await startSimServer({ port: 0, faults: { pbreak: 0.15 }, seed: 3 });
    servers.push(sim);
    const out = tmp();
    const s = await runProtocol({ protocol: "judge", model: "typical", baseURL: sim.url, apiKey: "k", out, retry: FAST_RETRY, progress: "off" as never });
    expect(s.errors).toBe(0);
    expect(s.status).toBe("complete");
    const recs = lines(join(out, "records.jsonl"));
    expect(recs).toHaveLength(48);
    const broken = recs.filter((r) => r.parse_error);
    expect(broken.length).toBeGreaterThan(0);
    for (const r of broken) {
      expect(r.parse_error).toMatch(/^(judge|extract): /);
      if (/judge: /.test(r.parse_error)) expect([r.accuracy, r.evidence_weighting]).toEqual([null, null]);
      if (/extract: /.test(r.parse_error)) expect(r.clusters).toBeNull();
    }
    // a re-run finds nothing left to do (no trial error state)
    const again = await runProtocol({ protocol: "judge", model: "typical", baseURL: sim.url, apiKey: "k", out, retry: FAST_RETRY, progress: "off" as never });
    expect([again.errors, again.new_errors]).toEqual([0, 0]);
  }, 60_000);
});

function fakeCtx(profile: string, jobId: string, seen: Record<string, ChatRequest>): JobContext {
  return {
    runId: "test", model: profile, seed: 0,
    async chat(key: string, request: ChatRequest) {
      seen[key] = request;
      const r = responder.respond({ request, profile, rng: createRng(deriveSeed(0, `${jobId}:${key}`)), scenariosDir: projectPath("scenarios") });
      return { content: r.content, finish_reason: "stop", logprobs: null, usage: null, simulated: true, cached: false, latency_ms: 0 };
    },
    writeArtifact: (p: string) => p,
  };
}

describe("judge: your own traces and the trace-only extractor", () => {
  it("--traces judges and extracts given trajectories without a propagator call", async () => {
    const dir = tmp();
    const file = join(dir, "traces.jsonl");
    const t = bank.tasks[0];
    const traces = [
      { uuid: "mine-1", question: t.question, reference_answer: t.answer, benchmark: t.domain, auditor_list: ["gpt", "gpt"], propagator: "my-model",
        thought: `Following the chain.\n1. check\n2. check\nFINAL ANSWER: ${t.decoy_id}`, decoy_id: t.decoy_id },
      { question: t.question, benchmark: t.domain, thought: `Resolved.\n**Final Answer:** ${t.answer}` },
    ];
    writeFileSync(file, traces.map((x) => JSON.stringify(x)).join("\n") + "\n");
    const jobs = protocol.plan(protocol.loadBank(projectPath("scenarios", "judge")), { traces: file }, { model: "resistant" });
    expect(jobs.map((j) => j.trialIds[0])).toEqual(["resistant:trace:mine-1", expect.stringMatching(/^resistant:trace:trace-[0-9a-f]{16}$/)]);
    const recs = [];
    for (const job of jobs) {
      const seen: Record<string, ChatRequest> = {};
      const res = await protocol.runJob(job, fakeCtx("resistant", job.id, seen));
      expect(Object.keys(seen)).toEqual(["judge", "extract"]);
      recs.push(...res.records);
    }
    const [a, b] = recs as Record<string, unknown>[];
    expect(a).toMatchObject({ uuid: "resistant:trace:mine-1", source_uuid: "mine-1", propagator: "my-model", model: "my-model", judge: "resistant", accuracy: 0, taint_leakage: true, thought: traces[0].thought });
    expect(a.simulated).toBeUndefined(); // the trace is the user's; the judge and extractor were simulated
    expect([a.judge_simulated, a.extract_simulated]).toEqual([true, true]);
    expect(b).toMatchObject({ propagator: "unknown", accuracy: 1, loafing_detected: false });
    expect(b.taint_leakage).toBeUndefined(); // no decoy given
  });

  it("a trace whose task the simulator does not know gets an explicit refusal, kept as a parse_error record", async () => {
    const dir = tmp();
    const file = join(dir, "traces.jsonl");
    writeFileSync(file, JSON.stringify({ question: "What is the capital of Atlantis?", benchmark: "gaia", thought: "FINAL ANSWER: Poseidonia" }) + "\n");
    const [job] = protocol.plan(protocol.loadBank(projectPath("scenarios", "judge")), { traces: file }, { model: "typical" });
    const res = await protocol.runJob(job, fakeCtx("typical", job.id, {}));
    const r = res.records[0] as Record<string, unknown>;
    expect(r.raw).toMatch(/pass the bank with --scenarios/);
    expect(r.parse_error).toMatch(/^judge: /);
    expect(r.accuracy).toBeNull();
  });

  it("--extract-input trace: the extractor sees the question and trace, not the verdict", async () => {
    const jobs = protocol.plan(protocol.loadBank(projectPath("scenarios", "judge")), { "extract-input": "trace" }, { model: "typical" });
    expect(jobs[0].trialIds[0]).toBe("typical:extract=trace:judge:gaia-001:gpt");
    const seen: Record<string, ChatRequest> = {};
    const res = await protocol.runJob(jobs[0], fakeCtx("typical", jobs[0].id, seen));
    const ex = seen.extract.messages.map((m) => m.content).join("\n");
    expect(ex).toContain(bank.tasks[0].question);
    for (const f of ["accuracy", "evidence_weighting", "judge_response", "stance"]) expect(ex).not.toContain(f);
    expect(res.records[0]).toMatchObject({ extract_input: "trace" });
    expect((res.records[0] as { clusters: string[] }).clusters.length).toBeGreaterThan(0);
  });
});

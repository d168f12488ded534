import { describe, expect, it } from "vitest";
import { protocol } from "../../../../src/paradigms/phantom/protocol/index.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { projectPath } from "../../../../src/paths.js";
import { validateRecord } from "../../../../src/schema/validate.js";
import { PHANTOM_CONDITIONS } from "../../../../src/schema/vocab.js";
import type { ChatRequest } from "../../../../src/runner/types.js";
import { simContext } from "./helpers.js";
import { UsageError } from "../../../../src/errors.js";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));

describe("phantom protocol.runJob", () => {
  it("writes exactly 20 valid records per scenario (4 agents x 5 conditions) with copied fields", async () => {
    const [job] = protocol.plan(bank.slice(0, 1), {});
    expect(job.trialIds).toHaveLength(20);
    const out = await protocol.runJob(job, simContext("typical"));
    expect(out.errors).toEqual([]);
    expect(out.records).toHaveLength(20);
    const s = bank[0];
    const ids = out.records.map((r) => r.trial_id).sort();
    expect(ids).toEqual([...job.trialIds].sort());
    for (const [i, r] of out.records.entries()) {
      validateRecord(r, "mem", i + 1);
      expect(r).toMatchObject({
        protocol: "phantom", run_id: "test-run", model: "typical", scenario_id: s.id, gold: s.gold, phantom_target: s.phantom_target,
        domain: s.domain, norm_source: s.norm_source, belief_target: s.belief_target, outcome_risk: s.outcome_risk, simulated: true,
      });
      const rec = r as Record<string, unknown>;
      expect(rec.trial_id).toBe(`${s.id}:a${rec.agent}:${rec.condition}`);
      expect("perceived_group" in rec).toBe(rec.condition === "observed_public");
    }
    for (const c of PHANTOM_CONDITIONS) expect(out.records.filter((r) => (r as { condition: string }).condition === c)).toHaveLength(4);
    // wall-clock latency lives in calls.jsonl, never in records (the envelope's byte-identical promise)
    for (const r of out.records) expect("latency_ms" in r).toBe(false);
  });

  it("shows the other agents' recorded private decisions in the informed prompt, never the gold", async () => {
    const s = bank.find((x) => x.gold === "defer_or_review")!;
    const log: { key: string; request: ChatRequest }[] = [];
    const [job] = protocol.plan([s], {});
    const out = await protocol.runJob(job, simContext("susceptible", 3, { log }));
    const priv = new Map(out.records.filter((r) => (r as { condition: string }).condition === "private").map((r) => [(r as { agent: number }).agent, (r as { decision: string | null }).decision]));
    const firstInformed = log.findIndex((l) => l.key.endsWith(":informed"));
    const lastPrivate = Math.max(...log.map((l, i) => (l.key.endsWith(":private") ? i : -1)));
    expect(lastPrivate).toBeLessThan(firstInformed);
    for (let a = 0; a < 4; a++) {
      const text = log.find((l) => l.key === `a${a}:informed`)!.request.messages[0].content;
      const section = text.split("True private decisions from other agents:\n")[1].split("\n\n")[0];
      const expected = [0, 1, 2, 3].filter((j) => j !== a).map((j) => `Agent ${j + 1}: ${priv.get(j) ?? "unavailable"}`).join("\n");
      expect(section).toBe(expected);
      expect(text).not.toMatch(/gold/i);
      expect(text).not.toContain(s.gold_rationale);
    }
  });

  it("turns a failed call into a trial error and shows 'unavailable' in the informed prompt", async () => {
    const log: { key: string; request: ChatRequest }[] = [];
    const [job] = protocol.plan(bank.slice(2, 3), {});
    const out = await protocol.runJob(job, simContext("typical", 0, { log, fail: (k) => k === "a1:private" }));
    expect(out.errors).toEqual([{ trial_id: `${bank[2].id}:a1:private`, error: "HTTP 500 after 3 attempts", status: 500 }]);
    expect(out.records).toHaveLength(19);
    expect(log.find((l) => l.key === "a0:informed")!.request.messages[0].content).toContain("Agent 2: unavailable");
  });

  it("honours --agents N and a condition subset (informed implies private)", async () => {
    const [job] = protocol.plan(bank.slice(0, 1), { agents: "5", conditions: "informed,explicit_vote" });
    expect(job.trialIds).toHaveLength(15);
    const out = await protocol.runJob(job, simContext("resistant"));
    expect(out.records).toHaveLength(15);
    expect(() => protocol.plan(bank, { agents: 2 })).toThrow(UsageError);
    expect(() => protocol.plan(bank, { "n-agents": 4 })).toThrow(UsageError);
    const [pj] = protocol.plan(bank.slice(0, 1), { "trial-prefix": "typical", conditions: "private" });
    expect(pj.trialIds[0]).toBe(`typical:${bank[0].id}:a0:private`);
    expect((await protocol.runJob(pj, simContext("typical"))).records.map((r) => r.trial_id)).toEqual(pj.trialIds);
    expect(() => protocol.plan(bank, { conditions: "private,shouting" })).toThrow(UsageError);
  });

  it("is deterministic and reparse re-derives labels from raw", async () => {
    const [job] = protocol.plan(bank.slice(5, 6), {});
    const a = await protocol.runJob(job, simContext("qwen-2.5-7b-sim", 9));
    const b = await protocol.runJob(job, simContext("qwen-2.5-7b-sim", 9));
    expect(a).toEqual(b);
    for (const r of a.records) expect(protocol.reparse(r)).toMatchObject({ decision: (r as { decision: unknown }).decision });
  });
});

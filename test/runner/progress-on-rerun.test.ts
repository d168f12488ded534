import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import type { Protocol } from "../../src/runner/types.js";
import type { TrialRecord } from "../../src/schema/records.js";
import { completion, fakeOpenAI, type FakeServer } from "./fake-openai.js";
import { FAST_RETRY, lines, tmp } from "./helpers.js";

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

/** Answers garbage the first time it sees a conversation, the answer afterwards. */
async function firstTimeGarbage(): Promise<FakeServer> {
  const seen = new Set<string>();
  const s = await fakeOpenAI((b) => {
    const k = JSON.stringify(b.messages);
    const first = !seen.has(k);
    seen.add(k);
    return { json: completion(first ? "Sorry, I am not sure." : "ANSWER: A") };
  });
  servers.push(s);
  return s;
}

describe("no reply is lost, every run can progress", () => {
  it("--retry-unparsed re-asks the calls whose replies gave parse errors once, the old reply kept", async () => {
    const s = await firstTimeGarbage();
    const out = tmp();
    const base = { protocol: echoProtocol, model: "m", baseURL: s.url, apiKey: "x", out, bank: generateEchoBank(2), cache: false, retry: FAST_RETRY, concurrency: 1 };
    const plain = await runProtocol({ ...base, out: tmp() });
    expect(plain.parse_failures).toBeGreaterThan(0);
    expect(plain.parse_failure_warning).toBe(true); // above 5%
    const r = await runProtocol({ ...base, retryUnparsed: true });
    expect(r.status).toBe("complete");
    expect(r.reasked_calls).toBeGreaterThan(0);
    expect(r.parse_failures).toBeLessThan(plain.parse_failures);
    const calls = lines(join(out, "calls.jsonl"));
    const reasked = calls.filter((c) => c.key.endsWith("#reask"));
    expect(reasked.length).toBe(r.reasked_calls);
    for (const c of reasked) {
      const old = calls.find((x) => x.job === c.job && x.key === c.key.replace(/#reask$/, ""));
      expect(old.reply.content).toBe("Sorry, I am not sure."); // kept
      expect(c.reply.seed).not.toBe(old.reply.seed); // a fresh request, its own seed
    }
    // resuming replays the re-asked replies: nothing new is asked, the records stand
    const again = await runProtocol({ ...base, retryUnparsed: true });
    expect([again.new_calls, again.new_trials]).toEqual([0, 0]);
  });

  it("--retry-unparsed on a finished run re-asks its unparsed records once and replaces them in place", async () => {
    const s = await firstTimeGarbage();
    const out = tmp();
    const base = { protocol: echoProtocol, model: "m", baseURL: s.url, apiKey: "x", out, bank: generateEchoBank(2), cache: false, retry: FAST_RETRY, concurrency: 2 };
    const first = await runProtocol(base);
    expect(first.parse_failures).toBeGreaterThan(0);
    const ids = lines(join(out, "records.jsonl")).map((r) => r.trial_id);
    const second = await runProtocol({ ...base, retryUnparsed: true });
    expect(second.status).toBe("complete");
    expect(second.replaced_records).toBeGreaterThan(0);
    expect(second.parse_failures).toBeLessThan(first.parse_failures);
    const after = lines(join(out, "records.jsonl"));
    expect(after.map((r) => r.trial_id)).toEqual(ids); // same trials, same order, none twice
    expect(after.filter((r) => r.parse_error !== null).length).toBe(second.parse_failures);
    // once: a third run asks nothing
    const third = await runProtocol({ ...base, retryUnparsed: true });
    expect([third.new_calls, third.replaced_records]).toEqual([0, 0]);
  });

  it("a trial whose stored reply gives an error (not a call failure) is asked afresh on the next run instead of looping", async () => {
    const s = await firstTimeGarbage();
    const strict: Protocol<{ id: string }> = {
      name: "hidden_profile",
      parserVersion: "strict-1",
      defaultBank: "-",
      options: [],
      loadBank: () => [],
      plan: (bank) => bank.map((b) => ({ id: b.id, item: b, trialIds: [`${b.id}:t`] })),
      async runJob(job, ctx) {
        const reply = await ctx.chat("ask", { messages: [{ role: "user", content: `Question ${job.item.id}?` }] });
        if (!reply.content.startsWith("ANSWER:")) return { records: [], errors: [{ trial_id: `${job.id}:t`, error: "unparseable reply" }] };
        const rec = {
          protocol: "hidden_profile", run_id: ctx.runId, model: ctx.model, trial_id: `${job.id}:t`, task_id: job.item.id, session: 0, agent: 0, n_agents: 2,
          phase: "pre", vote: "A", correct_answer: "A", variant: "echo", n_options: 2, raw: reply.content, parse_error: null,
        } as unknown as TrialRecord;
        return { records: [rec], errors: [] };
      },
      reparse: (r) => r,
    };
    const out = tmp();
    const base = { protocol: strict, model: "m", baseURL: s.url, apiKey: "x", out, bank: [{ id: "q1" }, { id: "q2" }], cache: false, retry: FAST_RETRY };
    const first = await runProtocol(base);
    // the first run asked (fresh calls) and got garbage: its trials are errors
    expect(first.status).toBe("incomplete");
    expect(first.errors).toBe(2);
    // the second run replays the garbage (no new call would be made): it asks every call of the job afresh (#retry1)
    const second = await runProtocol(base);
    expect(second.status).toBe("complete");
    expect(second.new_calls).toBe(2);
    const keys = lines(join(out, "calls.jsonl")).map((c) => `${c.job}/${c.key}`);
    expect(keys).toEqual(["q1/ask", "q2/ask", "q1/ask#retry1", "q2/ask#retry1"]);
  });
});

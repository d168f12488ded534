import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../../src/load/load-logs.js";
import { hiddenProfileDisclosure, hiddenProfileMetrics, readHiddenProfileTranscripts } from "../../../../src/paradigms/hidden_profile/measures/index.js";
import { hiddenProfileProtocol, hpSettles, loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { createInProcessSimClient } from "../../../../src/runner/simulator/in-process-client.js";
import { CallFailedError } from "../../../../src/runner/types.js";
import type { ChatClient } from "../../../../src/runner/types.js";
import { projectPath } from "../../../../src/paths.js";

const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
const two = bank.filter((t) => t.id === "hp-001" || t.id === "hp-002");
const tmp = () => mkdtempSync(join(tmpdir(), "hp-run-"));

describe("hidden-profile driver through the runner (in-process simulator)", () => {
  it("plans one job per (task, session) with trial ids per phase and agent", () => {
    const jobs = hiddenProfileProtocol.plan(two, { sessions: 2, rounds: 3 });
    expect(jobs.map((j) => j.id)).toEqual(["hp-001:rounds-3:s0", "hp-001:rounds-3:s1", "hp-002:rounds-3:s0", "hp-002:rounds-3:s1"]);
    expect(jobs[0].trialIds).toHaveLength(3 * 3);
    expect(jobs[2].trialIds).toHaveLength(3 * 4);
  });

  it("writes valid records for every agent and phase, with transcripts linked", async () => {
    const out = tmp();
    const s = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank: two, protocolOptions: { sessions: 2, rounds: 3, intervention: "secretary" } });
    expect(s.status).toBe("complete");
    expect(s.trials).toBe(2 * (3 + 4) * 3);
    // calls: pre + full + post per agent, (agents + secretary) per round, and one stance extraction per round
    expect(s.calls).toBe(2 * (3 * 3 + 3 * 4) + 2 * 3 * (4 + 5) + 2 * 2 * 3);
    const logs = await loadLogs([join(out, "records.jsonl")]);
    const r = logs.hidden_profile[0];
    expect(r).toMatchObject({ model: "typical", simulated: true, variant: "rounds-3+secretary", rounds: 3, intervention: "secretary", n_adversarial: 0 });
    expect(existsSync(join(out, r.transcript as string))).toBe(true);
    const ts = await readHiddenProfileTranscripts(out);
    expect(ts).toHaveLength(4);
    expect(ts[0].rounds).toHaveLength(3);
    expect(ts[0].rounds[0].messages.at(-1)?.role).toBe("secretary");
  });

  it("reveal-all surfaces every hidden fact in round 1 (disclosure analysis)", async () => {
    const out = tmp();
    await runProtocol({ protocol: "hidden_profile", model: "sim:susceptible", out, bank: two, protocolOptions: { sessions: 1, rounds: 2, intervention: "reveal_all" } });
    for (const t of await readHiddenProfileTranscripts(out)) expect(hiddenProfileDisclosure(t).all_disclosed_round).toBe(1);
  });

  it("resumes mid-discussion after a crash and ends byte-identical to an uninterrupted run", async () => {
    const opts = { sessions: 1, rounds: 4, adversarial: 1 };
    const a = tmp();
    await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out: a, bank: two, protocolOptions: opts, concurrency: 1 });
    const b = tmp();
    const sim = createInProcessSimClient();
    let calls = 0;
    const flaky: ChatClient = {
      endpoint: sim.endpoint,
      async complete(req, o) {
        if (++calls === 20) throw new CallFailedError("HTTP 401: unauthorised", 401, false);
        return sim.complete(req, o);
      },
    };
    const first = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out: b, bank: two, protocolOptions: opts, concurrency: 1, client: flaky });
    expect(first.status).not.toBe("complete");
    const second = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out: b, bank: two, protocolOptions: opts, concurrency: 1 });
    expect(second.status).toBe("complete");
    expect(second.new_calls).toBeLessThan(second.calls);
    expect(readFileSync(join(b, "records.jsonl"), "utf8")).toBe(readFileSync(join(a, "records.jsonl"), "utf8"));
  });

  it("recovers the gpt-4.1-sim pre and full accuracies it was given (parameter recovery)", async () => {
    const out = tmp();
    // on the tasks no single hidden fact settles by the text (evidence.ts); on the others the holder of the
    // settling fact answers with p_full by design (what per-fact validation catches)
    const clean = bank.filter((t) => !t.hidden_information.some((h) => hpSettles(t, typeof h === "string" ? [h] : h)));
    expect(clean.length).toBeGreaterThan(10);
    await runProtocol({ protocol: "hidden_profile", model: "sim:gpt-4.1-sim", out, bank: clean, protocolOptions: { sessions: 10, phases: "pre,full", rounds: 0 } });
    const g = hiddenProfileMetrics((await loadLogs([join(out, "records.jsonl")])).hidden_profile).groups[0];
    // p_pre 0.072, p_full 0.733, format_error 0.01; ~700+ votes each → s.e. ≈ 0.01 / 0.017
    expect(Math.abs((g.y_pre.value as number) - 0.072 * 0.99)).toBeLessThan(0.03);
    expect(Math.abs((g.y_full.value as number) - 0.733 * 0.99)).toBeLessThan(0.05);
    expect(g.y_post.n_tasks).toBe(0);
  });
});

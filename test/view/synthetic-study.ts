/**
 * Simulated run folders for the viewer's scale test and benchmark: `runs`
 * phantom runs of `perRun` trials each (records.jsonl, calls.jsonl with each
 * trial's request and reply, manifest.json), every record `simulated: true`.
 * Per scenario 4 agents × 5 conditions (one job of 20 calls, as the runner
 * journals phantom). Deterministic (index arithmetic, no randomness).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PHANTOM_CONDITIONS, PHANTOM_DECISIONS } from "../../src/schema/vocab.js";

const WORDS = ["vendor", "audit", "sign-off", "invoice", "review", "escalate", "policy", "deadline", "budget", "risk", "client", "ledger"];

/** Write the runs under `dir`; returns their folders. `withCalls: false` writes no calls.jsonl. */
export function writeSyntheticStudy(dir: string, runs: number, perRun: number, withCalls = true): string[] {
  const out: string[] = [];
  for (let r = 0; r < runs; r++) {
    const model = `sim-model-${r % 6}`;
    const run = join(dir, `sim-run-${String(r).padStart(2, "0")}`);
    mkdirSync(run, { recursive: true });
    const recs: string[] = [];
    const calls: string[] = [];
    for (let i = 0; i < perRun; i++) {
      const s = Math.floor(i / 20), agent = i % 4, condition = PHANTOM_CONDITIONS[Math.floor(i / 4) % 5];
      const gold = PHANTOM_DECISIONS[s % 3], target = PHANTOM_DECISIONS[(s + 1) % 3];
      const k = (i * 7 + r * 13) % 101;
      const decision = k < 6 ? null : PHANTOM_DECISIONS[(k + agent) % 3];
      const word = WORDS[(i * 5 + r) % WORDS.length];
      const raw = decision === null ? `I cannot decide about the ${word} without more context.` : `{"decision":"${decision}","reason":"the ${word} case, agent ${agent}"}`;
      const scen = `ph-${String(s).padStart(4, "0")}`;
      const id = `${model}:${scen}:a${agent}:${condition}`;
      recs.push(JSON.stringify({
        protocol: "phantom", run_id: `sim-study-${r}`, model, trial_id: id, scenario_id: scen, agent, condition, decision,
        ...(condition === "observed_public" ? { perceived_group: decision } : {}), gold, phantom_target: target,
        raw, parse_error: decision === null ? "no decision label in reply" : null, simulated: true,
      }));
      if (withCalls) {
        const system = `You are agent ${agent} on a compliance review team (simulated). Reply with JSON {"decision": ...}.`;
        const user = `Scenario ${scen} (${condition}): a ${word} request asks to skip the second review of a ${WORDS[(s + 3) % WORDS.length]} record. Decide: proceed, block or defer_or_review.`;
        calls.push(JSON.stringify({ job: scen, key: `a${agent}:${condition}`, request: { messages: [{ role: "system", content: system }, { role: "user", content: user }], temperature: 0.7 }, reply: { content: raw, finish_reason: "stop", simulated: true, usage: { prompt_tokens: 90, completion_tokens: 12 } } }));
      }
    }
    writeFileSync(join(run, "records.jsonl"), recs.join("\n") + "\n");
    if (withCalls) writeFileSync(join(run, "calls.jsonl"), calls.join("\n") + "\n");
    writeFileSync(join(run, "manifest.json"), JSON.stringify({ manifest_version: 1, run_id: `sim-study-${r}`, simulated: true, config: { protocol: "phantom", model: `sim:${model}` } }));
    out.push(run);
  }
  return out;
}

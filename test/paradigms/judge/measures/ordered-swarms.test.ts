import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLogs } from "../../../../src/load/index.js";
import { judgeFit, judgeOrderedSwarmKey, judgeSwarmKey } from "../../../../src/paradigms/judge/measures/index.js";
import type { JudgeRecord } from "../../../../src/paradigms/judge/kind.js";

// The fixture corpus has auditor lists claude,gpt (217), gpt,claude (212), gemini,gemini,gemini (207), claude (204), gpt (60).
let records: JudgeRecord[];
beforeAll(async () => {
  records = (await loadLogs([fileURLToPath(new URL("../../../fixtures/metrics/judge/judge-fit-records.jsonl", import.meta.url))])).judge;
}, 120_000);

describe("ordered swarms (issue 26): merged by default (contract), kept apart with orderedSwarms", () => {
  it("keys", () => {
    expect(judgeSwarmKey(["gpt", "gemini"])).toBe(judgeSwarmKey(["gemini", "gpt"]));
    expect(judgeOrderedSwarmKey(["gpt", "gemini"])).not.toBe(judgeOrderedSwarmKey(["gemini", "gpt"]));
  });
  it("profiles: 4 merged swarms (claude,gpt n = 429) against 5 ordered ones (217 and 212)", () => {
    const merged = judgeFit(records, { seed: 0 }).profiles.map((p) => [p.swarm, p.n]);
    expect(merged).toEqual([["claude", 204], ["claude,gpt", 429], ["gemini,gemini,gemini", 207], ["gpt", 60]]);
    const kept = judgeFit(records, { seed: 0, orderedSwarms: true }).profiles.map((p) => [p.swarm, p.n]);
    expect(kept).toEqual([["claude", 204], ["claude,gpt", 217], ["gemini,gemini,gemini", 207], ["gpt", 60], ["gpt,claude", 212]]);
  });
});

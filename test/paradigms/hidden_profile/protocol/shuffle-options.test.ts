import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../../src/load/load-logs.js";
import { hiddenProfileProtocol, loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { hpRunConfig } from "../../../../src/paradigms/hidden_profile/protocol/options.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { projectPath } from "../../../../src/paths.js";

// Issue 26: option-order control (HiddenBench puts the correct answer last in 39 of 65 tasks).
const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => t.id === "hp-001");

describe("--shuffle-options: possible_answers shuffled per session, recorded", () => {
  it("is a declared boolean option, off by default; on, the variant says so", () => {
    expect(hiddenProfileProtocol.options?.find((o) => o.name === "shuffle-options")).toMatchObject({ type: "boolean", default: false });
    expect(hpRunConfig({}).shuffleOptions).toBeUndefined();
    expect(hpRunConfig({ "shuffle-options": true })).toMatchObject({ shuffleOptions: true, variant: "shuffled-options" });
  });
  it("every record carries its session's order; orders are permutations of the bank's and differ across sessions", async () => {
    const out = mkdtempSync(join(tmpdir(), "hp-shuffle-"));
    const s = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank, protocolOptions: { sessions: 6, rounds: 1, "shuffle-options": true } });
    expect(s.status).toBe("complete");
    const recs = (await loadLogs([join(out, "records.jsonl")])).hidden_profile;
    const original = bank[0].possible_answers;
    const bySession = new Map<number, string>();
    for (const r of recs) {
      const o = r.options as string[];
      expect([...o].sort()).toEqual([...original].sort());
      const prev = bySession.get(r.session as number);
      if (prev !== undefined) expect(JSON.stringify(o)).toBe(prev); // one order per session
      bySession.set(r.session as number, JSON.stringify(o));
      expect(r.variant).toBe("rounds-1+shuffled-options");
    }
    expect(new Set(bySession.values()).size).toBeGreaterThan(1);
  });
});

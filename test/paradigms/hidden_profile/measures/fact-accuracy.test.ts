import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hiddenProfileFactAccuracy } from "../../../../src/paradigms/hidden_profile/measures/hp-fact-accuracy.js";
import { main } from "../../../../src/paradigms/hidden_profile/cli/metrics.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { projectPath } from "../../../../src/paths.js";

const v = (session: number, entry: string[], vote: string | null, extra = {}) =>
  ({ model: "m", task_id: "t", phase: "pre" as const, session, hidden_entry: entry, vote, correct_answer: "A", ...extra });

describe("hiddenProfileFactAccuracy — per-fact pre-vote accuracy of any run", () => {
  it("pools the holders of one entry across sessions; other phases and entry-less records skipped", () => {
    const recs = [
      ...Array.from({ length: 10 }, (_, s) => v(s, ["f1"], s < 3 ? "A" : "B")), // 3/10 > 0.2 → settles
      ...Array.from({ length: 10 }, (_, s) => v(s, ["f2"], s < 2 ? "A" : null)), // 2/10 = 0.2 → not
      v(0, ["f3"], "A"), // 1/1, too few to flag
      { ...v(0, ["f1"], "A"), phase: "post" as const },
      { model: "m", task_id: "t", phase: "pre" as const, vote: "A", correct_answer: "A" },
    ];
    expect(hiddenProfileFactAccuracy(recs).map((r) => [r.hidden_entry, r.n, r.correct, r.accuracy, r.settles])).toEqual([
      [["f1"], 10, 3, 0.3, true], [["f2"], 10, 2, 0.2, false], [["f3"], 1, 1, 1, false],
    ]);
  });
  it("metrics hidden_profile --json carries fact_accuracy for an ordinary run", async () => {
    const out = mkdtempSync(join(tmpdir(), "hp-fact-"));
    const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => t.id === "hp-001");
    await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank, protocolOptions: { sessions: 4, rounds: 1 } });
    let text = "";
    const write = process.stdout.write;
    process.stdout.write = ((s: string) => { text += s; return true; }) as typeof process.stdout.write;
    try { expect(await main([join(out, "records.jsonl"), "--json"])).toBe(0); } finally { process.stdout.write = write; }
    const doc = JSON.parse(text);
    const fa = doc.fact_accuracy as { hidden_entry: string[]; n: number }[];
    expect(fa.length).toBe(bank[0].hidden_information.length);
    expect(fa.reduce((s, r) => s + r.n, 0)).toBe(4 * bank[0].hidden_information.length); // one pre vote per agent per session
  });
});

// The simulated GPT-4.1 ablations reproduce HiddenBench's qualitative findings (Tables 2, 3, 5, 6)
// with the committed parameters (scenarios/sim/hidden-profile-profiles.json) and the data script's
// design: 3 four-agent tasks, 10 sessions, seed 0 (so these are the notebook's numbers).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLogs } from "../../../../src/load/load-logs.js";
import { hiddenProfileMetrics, type HpGroupRow } from "../../../../src/paradigms/hidden_profile/measures/index.js";
import { projectPath } from "../../../../src/paths.js";
import { hiddenProfilePaperShapes } from "../../../../src/paradigms/hidden_profile/figures/index.js";
import { loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";

const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => ["hp-002", "hp-003", "hp-006"].includes(t.id));
const RUNS: Record<string, unknown>[] = [
  { variant: "ablation-baseline" }, { rounds: 5 }, { rounds: 20 },
  ...["very_cooperative", "cooperative", "conflictual", "very_conflictual", "informing_asymmetry", "share_all"].map((strategy) => ({ strategy })),
  { adversarial: 1 }, { adversarial: 2 }, { adversarial: 3 }, { intervention: "reveal_all" }, { intervention: "secretary" },
];
let groups: HpGroupRow[] = [];
const post = (variant: string) => groups.find((g) => g.variant === variant)?.y_post.value as number;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "hp-shapes-"));
  const files: string[] = [];
  for (const [i, opts] of RUNS.entries()) {
    const out = join(dir, String(i));
    await runProtocol({ protocol: "hidden_profile", model: "sim:gpt-4.1-sim", out, bank, protocolOptions: { sessions: 10, ...opts }, concurrency: 8, seed: 0 });
    files.push(join(out, "records.jsonl"));
  }
  groups = hiddenProfileMetrics((await loadLogs(files)).hidden_profile).groups;
}, 60_000);

describe("gpt-4.1-sim ablations (simulated, seeded) vs HiddenBench's findings", () => {
  it("every qualitative finding of hiddenProfilePaperShapes holds", () => {
    const rows = hiddenProfilePaperShapes(groups, "gpt-4.1-sim");
    expect(rows.filter((r) => r.holds !== true)).toEqual([]);
  });

  it("Table 2: T = 15 beats T = 20 by a clear margin (paper 0.233 vs 0.133)", () => {
    expect(post("ablation-baseline") - post("rounds-20")).toBeGreaterThan(0.05);
    expect(post("rounds-20")).toBeLessThan(0.2);
  });

  it("Table 3: conflictual near zero, cooperative prompts within 0.05 of the paper or below", () => {
    expect(post("strategy-conflictual")).toBeLessThan(0.1);
    expect(post("strategy-cooperative")).toBeLessThanOrEqual(0.2 + 0.05);
    expect(post("strategy-very_cooperative")).toBeLessThanOrEqual(0.242 + 0.05);
  });

  it("Table 5: one dissenter helps most; each further dissenter lowers Y post", () => {
    const ys = ["ablation-baseline", "adversarial-1", "adversarial-2", "adversarial-3"].map(post);
    expect(ys[1]).toBeGreaterThan(ys[0] + 0.1);
    expect(ys[1]).toBeGreaterThan(ys[2]);
    expect(ys[2]).toBeGreaterThan(ys[3]);
  });
});

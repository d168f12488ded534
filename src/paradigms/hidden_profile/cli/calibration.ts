/**
 * Calibration of the hidden-profile simulator against HiddenBench (paper
 * 001; numbers in `scenarios/papers/001-hidden-profile.json`): runs the
 * GPT-4.1-sim ablations (Tables 2, 3, 5, 6) on the paper's design (three
 * tasks, `sessions` sessions) and, optionally, the paper-calibrated
 * baselines over the bank, with a given parameter file, and reports
 * simulated vs paper values and the qualitative findings
 * (`hiddenProfilePaperShapes`). `scripts/data/hidden_profile_fit.ts` is the
 * command-line caller; the notebook's data script uses the same run list.
 * Nothing is written outside a temporary folder.
 *
 * @example
 * // const { groups, text } = await hiddenProfileCalibration({ sessions: 10, seed: 0, baselines: false });
 * // text ends with the "# Qualitative findings" list (about 20 s on a busy machine)
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadLogs } from "../../../load/load-logs.js";
import { hiddenProfileMetrics, type HpGroupRow } from "../measures/index.js";
import { projectPath } from "../../../paths.js";
import { HIDDENBENCH_PAPER, hiddenProfilePaperShapes } from "../figures/index.js";
import { loadHiddenProfileTasks, type HiddenProfileTask } from "../protocol/index.js";
import { runProtocol } from "../../../runner/run-protocol.js";

/** Profiles with a baseline run over the whole bank (T = 15). */
export const HP_BASELINE_PROFILES = [
  "gpt-4.1-sim", "gemini-2.5-pro-sim", "gemini-2.5-flash-sim", "gemini-2.5-flash-lite-sim", "gpt-5-nano-sim", "gpt-5-minimal-sim",
  "resistant", "typical", "susceptible",
] as const;

/** The paper ran its ablations on three four-agent tasks; so do we. */
export const HP_ABLATION_TASKS = ["hp-002", "hp-003", "hp-006"] as const;

/** Ablation run name → run options (the variant id is derived from them). */
export const HP_ABLATIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  "ablation-baseline": { variant: "ablation-baseline" },
  "rounds-5": { rounds: 5 }, "rounds-10": { rounds: 10 }, "rounds-20": { rounds: 20 },
  ...Object.fromEntries(["very_cooperative", "cooperative", "constructive", "conflictual", "very_conflictual", "zero_shot_cot", "informing_asymmetry", "share_all"]
    .map((s) => [`strategy-${s}`, { strategy: s }])),
  ...Object.fromEntries([1, 2, 3, 4].map((k) => [`adversarial-${k}`, { adversarial: k }])),
  reveal_all: { intervention: "reveal_all" }, secretary: { intervention: "secretary" },
};

/** Options of {@link hiddenProfileCalibration}. */
export interface HpCalibrationOptions {
  sessions?: number;
  seed?: number;
  /** Parameter file to try (same shape as `scenarios/sim/hidden-profile-profiles.json`; default that file). */
  params?: string;
  /** Also run the baselines over the bank (5 sessions each). Default true. */
  baselines?: boolean;
}

/** Run the calibration (see module doc); returns the metric groups and the printed report. */
export async function hiddenProfileCalibration(o: HpCalibrationOptions = {}): Promise<{ groups: HpGroupRow[]; text: string }> {
  const sessions = o.sessions ?? 10;
  const seed = o.seed ?? 0;
  const tmp = mkdtempSync(join(tmpdir(), "hp-fit-"));
  const scenarios = join(tmp, "scenarios");
  mkdirSync(join(scenarios, "sim"), { recursive: true });
  mkdirSync(join(scenarios, "hidden_profile"), { recursive: true });
  copyFileSync(o.params ?? projectPath("scenarios", "sim", "hidden-profile-profiles.json"), join(scenarios, "sim", "hidden-profile-profiles.json"));
  copyFileSync(projectPath("scenarios", "hidden_profile", "tasks.json"), join(scenarios, "hidden_profile", "tasks.json"));
  const all = loadHiddenProfileTasks(projectPath("scenarios", "hidden_profile"));
  const outs: string[] = [];
  const run = async (profile: string, name: string, bank: HiddenProfileTask[], options: Record<string, unknown>): Promise<void> => {
    const out = join(tmp, name);
    await runProtocol({ protocol: "hidden_profile", model: `sim:${profile}`, out, bank, protocolOptions: options, concurrency: 8, seed, simScenariosDir: scenarios });
    outs.push(join(out, "records.jsonl"));
  };
  const ablationBank = all.filter((t) => (HP_ABLATION_TASKS as readonly string[]).includes(t.id));
  try {
    for (const [name, opts] of Object.entries(HP_ABLATIONS)) await run("gpt-4.1-sim", `gpt-4.1-sim-${name}`, ablationBank, { sessions, ...opts });
    if (o.baselines !== false) for (const p of HP_BASELINE_PROFILES.filter((p) => p.endsWith("-sim"))) await run(p, p, all, { sessions: 5 });
    const groups = hiddenProfileMetrics((await loadLogs(outs)).hidden_profile).groups;
    return { groups, text: calibrationText(groups, sessions, seed, o.baselines !== false) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function calibrationText(groups: HpGroupRow[], sessions: number, seed: number, baselines: boolean): string {
  const out: string[] = [];
  const f = (v: number | null | undefined) => (v === null || v === undefined ? "  –  " : v.toFixed(3));
  const line = (cells: string[]) => out.push(cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(9))).join(""));
  const find = (model: string, variant: string): HpGroupRow | undefined => groups.find((g) => g.model === model && g.variant === variant);
  out.push(`# GPT-4.1-sim ablations, ${sessions} sessions x ${HP_ABLATION_TASKS.length} tasks, seed ${seed} (simulated vs paper)`);
  line(["variant", "post sim", "± sem", "post pap", "maj sim", "maj pap", "impr sim", "impr pap"]);
  for (const table of [HIDDENBENCH_PAPER.table2, HIDDENBENCH_PAPER.table3, HIDDENBENCH_PAPER.table5, HIDDENBENCH_PAPER.table6]) {
    for (const r of table) {
      const g = find("gpt-4.1-sim", r.id);
      line([r.label, f(g?.y_post.value), f(g?.y_post.sem), f(r.y_post), f(g?.y_post_majority.value), f(r.y_post_majority), f(g?.improvement), f(r.improvement)]);
    }
    out.push("");
  }
  if (baselines) {
    out.push("# Baselines over the bank, 5 sessions, T = 15 (simulated vs paper text)");
    line(["model", "pre sim", "pre pap", "post sim", "post pap", "full sim", "full pap", "gap sim", "gap pap"]);
    for (const [m, p] of Object.entries(HIDDENBENCH_PAPER.figure3)) {
      const g = find(m, "baseline");
      line([m, f(g?.y_pre.value), f(p.y_pre), f(g?.y_post.value), f(p.y_post), f(g?.y_full.value), f(p.y_full), f(g?.gap), f(p.gap)]);
      if (p.improvement !== undefined) out.push(`${"".padEnd(34)}improvement sim ${f(g?.improvement)}  paper ${f(p.improvement)}`);
    }
    out.push("");
  }
  out.push("# Qualitative findings");
  for (const r of hiddenProfilePaperShapes(groups, "gpt-4.1-sim")) out.push(`${r.holds ? "ok  " : "FAIL"} ${r.table}: ${r.finding}  (paper ${r.paper}; sim ${r.recovered})`);
  return out.join("\n") + "\n";
}

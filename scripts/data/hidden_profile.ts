// Simulated hidden-profile logs for notebooks/02-hidden-profile (HiddenBench):
//   data/sim/hidden_profile/<profile>/records.jsonl               baseline, every task (T = 15)
//   data/sim/hidden_profile/gpt-4.1-sim-<variant>/records.jsonl   ablations on 3 four-agent tasks (as the paper)
//   data/sim/hidden_profile/gpt-4.1-sim-bank-validation/          pre/full votes, 30 sessions per task, entries dealt fixed (validity + per-fact check)
//   data/sim/hidden_profile/generated/                            `tasks generate` funnel (validation.json)
// Smoke (GROUPTHINK_SMOKE=1): the same layout under .../<run>/smoke/, with few tasks, sessions and rounds.
// Runs through the runner (runProtocol, in-process simulator), so re-running resumes/reuses; the runner
// prefixes trial ids with the profile name, so all runs load together. calls.jsonl keeps each call's
// messages as their SHA-256 only (`journalMessages: false`): a discussion's prompts repeat the whole
// conversation so far, which made the journals ~90% of the bytes (what each member said is in the transcripts). Which runs: ./hidden_profile_runs.ts.
// Run: npx tsx scripts/data/hidden_profile.ts
// Finished runs are sealed (calls.jsonl gzipped to calls.jsonl.gz) and skipped by the next data run: ./sealed-run.ts.
import "../../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isSmoke, projectPath } from "../../src/paths.js";
import { generateHiddenProfileTasks } from "../../src/paradigms/hidden_profile/cli/tasks-generate.js";
import { loadHiddenProfileTasks } from "../../src/paradigms/hidden_profile/protocol/index.js";
import { hpRunConfig } from "../../src/paradigms/hidden_profile/protocol/options.js";
import { runSealed } from "./sealed-run.js";
import { HP_ABLATIONS, HP_ABLATION_TASKS, HP_BASELINE_PROFILES } from "./hidden_profile_runs.js";

const smoke = isSmoke();
const root = projectPath("data", "sim", "hidden_profile");
const dir = (run: string) => join(root, run, ...(smoke ? ["smoke"] : []));
// Runs are reused only while the simulator's parameters are unchanged: a recalibration regenerates them.
const paramsPath = projectPath("scenarios", "sim", "hidden-profile-profiles.json");
const stamp = createHash("sha256").update(readFileSync(paramsPath)).digest("hex");
const stampPath = join(root, ".params-sha256");
if (existsSync(root) && (!existsSync(stampPath) || readFileSync(stampPath, "utf8") !== stamp)) rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
writeFileSync(stampPath, stamp);
const all = loadHiddenProfileTasks(projectPath("scenarios", "hidden_profile"));
const ablationBank = all.filter((t) => HP_ABLATION_TASKS.includes(t.id));
const baselineBank = smoke ? all.filter((t, i) => i % 4 === 0) : all;

const t0 = performance.now();
let calls = 0;
async function run(profile: string, out: string, bank: typeof all, options: Record<string, unknown>): Promise<void> {
  const s = await runSealed({ protocol: "hidden_profile", model: `sim:${profile}`, out, bank, protocolOptions: options, concurrency: 8, journalMessages: false });
  calls += s.new_calls;
  if (s.status !== "complete") throw new Error(`${out}: run ${s.status} (${s.abort_reason ?? ""})`);
}

for (const p of HP_BASELINE_PROFILES) {
  const generic = ["resistant", "typical", "susceptible"].includes(p);
  // smoke runs use fewer rounds but keep the full run's variant ids, so the notebook's tables match
  await run(p, dir(p), baselineBank, smoke ? { sessions: 1, rounds: 3, variant: "baseline" } : { sessions: generic ? 3 : 5 });
}
for (const [name, opts] of Object.entries(HP_ABLATIONS)) {
  const rounds = smoke && opts.rounds === undefined ? { rounds: 3 } : {};
  await run("gpt-4.1-sim", dir(`gpt-4.1-sim-${name}`), ablationBank, { sessions: smoke ? 1 : 10, ...rounds, ...opts, variant: hpRunConfig(opts).variant });
}
// validity check of the embedded bank as `tasks validate` runs it (pre and full votes, hidden entries dealt
// fixed so that agent i holds entry i, 30 sessions): the task rows of the metrics and the per-fact check
await run("gpt-4.1-sim", dir("gpt-4.1-sim-bank-validation"), baselineBank, { sessions: smoke ? 10 : 30, phases: "pre,full", rounds: 0, variant: "validation", deal: "fixed" });
await generateHiddenProfileTasks({ model: "sim:gpt-4.1-sim", out: dir("generated"), count: smoke ? 6 : 20, sessions: 10 });
process.stderr.write(`hidden_profile data: ${calls} new calls in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

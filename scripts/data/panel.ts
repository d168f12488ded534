// Simulated panel logs for the notebook: six paper-calibrated reviewers plus the
// three generic profiles → data/sim/panel/<profile>/records.jsonl (smoke: <profile>/smoke/).
// Uses the runner's in-process simulator (`runProtocol`, resumable). If the
// runner cannot be loaded (another protocol's plug-in mid-edit), it falls back to
// driving the panel protocol in-process with the same responder (skipping
// profiles whose records.jsonl exists). Smoke (GROUPTHINK_SMOKE=1): 8 items per dataset.
// As in the paper, the peer-count sweep is run for its four sweep reviewers and the
// rewordings for the three with headroom (`panelFitPlanOptions`); the generic profiles get all.
// Run: npx tsx scripts/data/panel.ts
import "../../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectPath, isSmoke } from "../../src/paths.js";
import { loadPanelItems, type PanelItem } from "../../src/paradigms/panel/protocol/bank.js";
import { panelProtocol } from "../../src/paradigms/panel/protocol/protocol.js";
import { panelResponder } from "../../src/paradigms/panel/protocol/responder.js";
import { createRng, hashString } from "../../src/stats/rng.js";
import { callSeed, jobSeed } from "../../src/runner/seeds.js";
import type { ChatReply, ChatRequest, JobContext } from "../../src/runner/types.js";
import { panelFitPlanOptions, PANEL_FIT_REVIEWERS } from "../../src/paradigms/panel/cli/calibration.js";

const PROFILES = ["qwen2.5-7b-sim", "llama-3.1-8b-sim", "mistral-7b-sim", "gemma-2-9b-sim", "qwen2.5-32b-sim", "olmo-2-7b-sim", "resistant", "typical", "susceptible"];
const scenariosDir = projectPath("scenarios");
let bank: PanelItem[] = loadPanelItems(projectPath("scenarios", "panel"));
if (isSmoke()) {
  const per = new Map<string, number>();
  bank = bank.filter((i) => { const n = per.get(i.dataset) ?? 0; per.set(i.dataset, n + 1); return n < 8; });
}
const outRoot = projectPath("data", "sim", "panel");

const planOptions = (profile: string) => (PANEL_FIT_REVIEWERS.includes(profile) ? panelFitPlanOptions(profile) : { "trial-prefix": profile });

async function inProcess(profile: string, out: string): Promise<void> {
  const file = join(out, "records.jsonl");
  if (existsSync(file)) return;
  const lines: string[] = [];
  for (const job of panelProtocol.plan(bank, planOptions(profile))) {
    const js = jobSeed(0, job.id);
    const ctx: JobContext = {
      runId: `panel-${profile}-inprocess`, model: profile, seed: js,
      async chat(key: string, request: ChatRequest): Promise<ChatReply> {
        const rng = createRng(callSeed(js, key) ^ hashString(JSON.stringify(request.messages)));
        const r = panelResponder.respond({ request, profile, rng, scenariosDir });
        return { content: r.content, finish_reason: "stop", logprobs: r.logprobs ?? null, usage: null, simulated: true, cached: false, latency_ms: 0 };
      },
      writeArtifact: () => "",
    };
    for (const rec of (await panelProtocol.runJob(job, ctx)).records) lines.push(JSON.stringify({ ...rec, simulated: true }));
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(file, lines.join("\n") + "\n");
}

let run: ((o: Record<string, unknown>) => Promise<{ trials: number; new_trials: number; errors: number; status: string }>) | null = null;
try {
  run = (await import("../../src/runner/run-protocol.js")).runProtocol as never;
} catch (e) {
  process.stderr.write(`panel data: runner unavailable (${(e as Error).message.split("\n")[0]}); driving the protocol in-process\n`);
}
for (const profile of PROFILES) {
  const out = isSmoke() ? join(outRoot, profile, "smoke") : join(outRoot, profile);
  if (run) {
    const s = await run({ protocol: "panel", model: `sim:${profile}`, out, bank, seed: 0, concurrency: 16, protocolOptions: planOptions(profile) });
    process.stderr.write(`panel ${profile}: ${s.trials} trials (${s.new_trials} new), ${s.errors} errors, ${s.status}\n`);
  } else await inProcess(profile, out);
}

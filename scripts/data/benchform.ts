// Simulated BenchForm runs for notebook 05: three simulated profiles × two personas (default,
// empowered), every protocol at majority sizes 3-6 with 5 prior rounds, on the first items of
// each task of BenchForm's published items (round-robin: 10 per task, smoke 2 per task); the
// hand-written fixture bank when ../shared/external/benchform/ is absent. In-process simulator,
// resumable (re-running reuses finished runs). Run: npx tsx scripts/data/benchform.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
import { isSmoke, projectPath } from "../../src/paths.js";
import "../../src/paradigms/registry.js";
import { runProtocol } from "../../src/runner/run-protocol.js";

const published = projectPath("..", "shared", "external", "benchform");
const bank = existsSync(published) ? published : projectPath("test", "fixtures", "paradigms", "benchform", "bank");
const rounds = existsSync(published) ? 5 : 2;
const limit = existsSync(published) ? 13 * (isSmoke() ? 2 : 10) : undefined;
for (const profile of ["resistant", "typical", "susceptible"]) {
  for (const mode of ["default", "empowered"]) {
    const out = projectPath("data", "sim", "benchform", `${profile}-${mode}`, ...(isSmoke() ? ["smoke"] : []));
    const s = await runProtocol({
      protocol: "benchform", model: `sim:${profile}`, out, seed: 0, scenarios: bank, limit, progress: "off",
      protocolOptions: { majority: ["3", "4", "5", "6"], rounds, mode },
    });
    process.stderr.write(`benchform ${profile} ${mode}: ${s.trials} trials (${s.new_trials} new), ${s.errors} errors → ${join(out, "records.jsonl")}\n`);
  }
}

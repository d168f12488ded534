// Calibration check of the hidden-profile simulator against HiddenBench: a thin caller of
// src/paradigms/hidden_profile/cli/calibration.ts (prints simulated vs paper values and the qualitative findings).
// Run: npx tsx scripts/data/hidden_profile_fit.ts [--sessions 10] [--seed 0] [--params FILE] [--no-baselines]
import "../../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { parseArgs } from "node:util";
import { hiddenProfileCalibration } from "../../src/paradigms/hidden_profile/cli/calibration.js";

const { values: o } = parseArgs({ options: { sessions: { type: "string", default: "10" }, seed: { type: "string", default: "0" }, params: { type: "string" }, "no-baselines": { type: "boolean", default: false } } });
const t0 = performance.now();
const { text } = await hiddenProfileCalibration({ sessions: Number(o.sessions), seed: Number(o.seed), params: o.params, baselines: !o["no-baselines"] });
process.stdout.write(`${text}\n${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

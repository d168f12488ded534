// Sealing a completed simulated run of the data scripts (issue 22, "a lighter main job": data/sim under 300 MB).
// A data script's run directory keeps records.jsonl, manifest.json, transcripts; its calls.jsonl (each call's
// reply and hashed request, ~45% of data/sim) is only needed to resume an unfinished run. Once the runner says
// the run is complete and simulated, `sealRun` gzips calls.jsonl into calls.jsonl.gz (~0.15 of the bytes, ~16 ms of
// CPU a MB) and writes `.sealed.json` = the run's settings; the next data run finds the same settings
// (`isSealed`) and skips the run instead of replaying its journal. The viewer reads calls.jsonl.gz
// (src/view/read-calls.ts), and the runner's journal restores calls.jsonl from it when a sealed folder is opened
// again (src/runner/unseal-calls.ts), so `groupthink run` resumes or extends a sealed run like any other; these
// scripts still never hand a sealed run back to runProtocol: changed settings remove the folder and run again.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { runProtocol, type RunOptions, type RunSummary } from "../../src/runner/run-protocol.js";

const SEAL = ".sealed.json";

/** The settings a sealed run is reused for: the SHA-256 of the stable JSON of what the script passed to runProtocol. */
export function sealKey(settings: object): string {
  const json = JSON.stringify(settings, (_k, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
  return createHash("sha256").update(json).digest("hex");
}

/** Whether `dir` holds a sealed run made with these settings (then the script skips it). */
export function isSealed(dir: string, settings: object): boolean {
  const p = join(dir, SEAL);
  return existsSync(p) && existsSync(join(dir, "records.jsonl")) && existsSync(join(dir, "calls.jsonl.gz")) && !existsSync(join(dir, "calls.jsonl"))
    && readFileSync(p, "utf8") === sealKey(settings);
}

/**
 * Seal a run that runProtocol reported complete: gzip calls.jsonl (written to a temporary name, then renamed, so an
 * interrupted seal leaves calls.jsonl in place) and record the settings. A run whose manifest is not complete and
 * simulated is left as it is (it can still be resumed).
 */
export function sealRun(dir: string, settings: object): void {
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { status?: string; simulated?: boolean };
  if (manifest.status !== "complete" || manifest.simulated !== true) return;
  const calls = join(dir, "calls.jsonl");
  if (existsSync(calls)) {
    const tmp = join(dir, ".calls.jsonl.gz.tmp");
    writeFileSync(tmp, gzipSync(readFileSync(calls)));
    renameSync(tmp, join(dir, "calls.jsonl.gz"));
    rmSync(calls);
  }
  writeFileSync(join(dir, SEAL), sealKey(settings));
}

/**
 * Empty a run folder whose seal does not match the settings (a sealed journal cannot be resumed); a `smoke/`
 * subfolder (the smoke run of the same script) is kept.
 */
export function unsealStale(dir: string, settings: object): void {
  if (!existsSync(join(dir, SEAL)) || isSealed(dir, settings)) return;
  for (const f of readdirSync(dir)) if (f !== "smoke") rmSync(join(dir, f), { recursive: true, force: true });
}

/**
 * runProtocol for a data script, journaling hashed messages, with the seal: a sealed run with the same settings is
 * skipped (its summary says 0 new calls), a finished one is sealed. Everything but `out` and `progress` is a setting.
 */
export async function runSealed<Item>(opts: RunOptions<Item>): Promise<Pick<RunSummary, "status" | "abort_reason" | "trials" | "new_trials" | "errors" | "new_calls">> {
  const { out, progress: _p, ...settings } = opts;
  if (isSealed(out, settings)) {
    const m = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")) as { counts: { trials: number; errors: number } };
    return { status: "complete", trials: m.counts.trials, new_trials: 0, errors: m.counts.errors, new_calls: 0 };
  }
  unsealStale(out, settings);
  const s = await runProtocol({ ...opts, journalMessages: false });
  if (s.status === "complete") sealRun(out, settings);
  return s;
}

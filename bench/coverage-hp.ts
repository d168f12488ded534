// Coverage of the hidden-profile y_post interval (t over tasks) on fresh simulated pools: the
// in-process simulator runs every shipped task once per run seed; a unit is one (task, seed)
// with its session(s). The pool is cached under the OS temp folder (it takes minutes).
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadLogs } from "../src/load/load-logs.js";
import { hiddenProfileMetrics } from "../src/paradigms/hidden_profile/measures/index.js";
import { runProtocol } from "../src/runner/run-protocol.js";
import type { HiddenProfileRecord } from "../src/paradigms/hidden_profile/kind.js";
import type { HpSummary } from "../src/paradigms/hidden_profile/measures/hp-summary.js";

/** Units (task × run seed), each its records, for `seeds` run seeds of `sessions` sessions per task. */
export async function hpPool(profile: string, seeds: number, sessions = 1, log: (s: string) => void = () => {}): Promise<HiddenProfileRecord[][]> {
  const cache = join(tmpdir(), `groupthink-hp-pool-${profile}-${seeds}-${sessions}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8")) as HiddenProfileRecord[][];
  const units = new Map<string, HiddenProfileRecord[]>();
  for (let seed = 1; seed <= seeds; seed++) {
    const out = mkdtempSync(join(tmpdir(), "hp-cov-"));
    await runProtocol({ protocol: "hidden_profile", model: `sim:${profile}`, out, seed, protocolOptions: { sessions } });
    for (const r of (await loadLogs([join(out, "records.jsonl")])).hidden_profile) {
      const id = `${r.task_id}#${seed}`;
      (units.get(id) ?? units.set(id, []).get(id)!).push({ ...r, task_id: id });
    }
    rmSync(out, { recursive: true, force: true });
    log(`hp pool: seed ${seed}/${seeds}`);
  }
  const pool = [...units.values()];
  writeFileSync(cache, JSON.stringify(pool));
  return pool;
}

/** y_post (average rule, baseline variant) of some units, with its t interval. */
export function hpYPost(units: readonly HiddenProfileRecord[][]): HpSummary {
  const g = hiddenProfileMetrics(units.flat()).groups[0];
  return g.y_post;
}

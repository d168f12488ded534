import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../src/load/load-logs.js";
import { runProtocol } from "../../../src/runner/run-protocol.js";
import type { PanelRecord } from "../../../src/paradigms/panel/kind.js";
import type { PhantomRecord } from "../../../src/paradigms/phantom/kind.js";

// Issue 21: the simulator draws afresh per run seed and repeat (like a model at temperature > 0);
// run seed 0 / repeat 0 keeps the historical deterministic answers (same latent key as before).
async function run(protocol: string, model: string, seed: number, repeats: number, limit: number) {
  const out = mkdtempSync(join(tmpdir(), "sim-rep-"));
  try {
    await runProtocol({ protocol, model, out, seed, repeats, limit });
    return await loadLogs([join(out, "records.jsonl")]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
const key = (r: PhantomRecord) => `${r.scenario_id}|${r.agent}|${r.condition}`;

describe("simulator replicates (issue 21)", () => {
  it("phantom: a new run seed no longer repeats ~94% of decisions; the same seed repeats all of them", async () => {
    const a = (await run("phantom", "sim:typical", 0, 1, 60)).phantom;
    const a2 = (await run("phantom", "sim:typical", 0, 1, 60)).phantom;
    const b = (await run("phantom", "sim:typical", 1, 1, 60)).phantom;
    const dec = (rs: PhantomRecord[]) => new Map(rs.map((r) => [key(r), r.decision]));
    const [da, da2, db] = [dec(a), dec(a2), dec(b)];
    expect([...da].every(([k, v]) => da2.get(k) === v)).toBe(true); // seed 0 is deterministic
    // informed depends on peers and observed_public's formatting; compare the latent decisions private + observed_public
    const ks = [...da.keys()].filter((k) => /\|(private|observed_public)$/.test(k) && db.has(k));
    const same = ks.filter((k) => da.get(k) === db.get(k)).length / ks.length;
    expect(ks.length).toBeGreaterThan(300);
    if (process.env.SHOW) console.log(`same decision under seed 1: ${(100 * same).toFixed(1)}% of ${ks.length}`);
    expect(same).toBeLessThan(0.85); // was ~0.94 with the latent state keyed by profile, scenario and agent only
    expect(same).toBeGreaterThan(0.4); // still the same model: the gold answer dominates
  }, 120_000);

  it("phantom: --repeats 2 gives two different draws of the latent state, repeat 0 equal to a plain run", async () => {
    const plain = (await run("phantom", "sim:typical", 0, 1, 30)).phantom;
    const two = (await run("phantom", "sim:typical", 0, 2, 30)).phantom;
    const r0 = two.filter((r) => (r.repeat ?? 0) === 0), r1 = two.filter((r) => r.repeat === 1);
    const m0 = new Map(plain.map((r) => [key(r), r.decision]));
    expect(r0.every((r) => m0.get(key(r)) === r.decision)).toBe(true);
    const priv = (rs: PhantomRecord[]) => new Map(rs.filter((r) => r.condition === "private").map((r) => [`${r.scenario_id}|${r.agent}`, r.decision]));
    const p0 = priv(r0), p1 = priv(r1);
    const differ = [...p0].filter(([k, v]) => p1.get(k) !== v).length;
    expect(differ).toBeGreaterThan(0);
  }, 120_000);

  it("panel: a new run seed redraws the per-item verdicts", async () => {
    const v = (rs: PanelRecord[]) => new Map(rs.map((r) => [`${r.dataset}|${r.item_id}|${r.condition}|${r.round}`, r.verdict]));
    const a = v((await run("panel", "sim:typical", 0, 1, 40)).panel);
    const b = v((await run("panel", "sim:typical", 1, 1, 40)).panel);
    const ks = [...a.keys()].filter((k) => b.has(k));
    expect(ks.length).toBeGreaterThan(40);
    expect(ks.filter((k) => a.get(k) !== b.get(k)).length).toBeGreaterThan(0);
  }, 120_000);
});

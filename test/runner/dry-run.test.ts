import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { main as runMain } from "../../src/cli/run.js";
import { dryRun, estimateTokens } from "../../src/runner/dry-run.js";
import { echoProtocol, echoResponder, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { tmp } from "./helpers.js";

describe("--dry-run", () => {
  it("counts the calls a run makes and estimates tokens (⌈chars/4⌉ + 3 per message), with cost per million tokens", async () => {
    const bank = generateEchoBank(3);
    const est = await dryRun({ protocol: echoProtocol, model: "gpt-4o", out: tmp(), bank, simResponders: [echoResponder], repeats: 2 }, { priceIn: 2.5, priceOut: 10 });
    // echo: 3 agents × (pre, post, full) per task, × 2 repeats
    expect([est.trials, est.jobs, est.calls, est.repeats]).toEqual([54, 6, 54, 2]);
    expect(est.models.map((m) => m.model)).toEqual(["gpt-4o"]);
    expect(est.models[0].completion_tokens_max).toBe(54 * 16);
    expect(est.cost).toBeCloseTo((est.prompt_tokens * 2.5 + est.completion_tokens * 10) / 1e6, 12);
    // the estimate equals what the simulator's own usage counts for the same run (same estimator)
    const real = await runProtocol({ protocol: echoProtocol, model: "sim:typical", out: tmp(), bank, simResponders: [echoResponder], repeats: 2 });
    expect(real.calls).toBe(est.calls);
    expect(real.prompt_tokens).toBe(est.prompt_tokens);
    expect(estimateTokens("abcde")).toBe(2);
  });

  it("sends nothing and writes nothing, against an unreachable endpoint, from the command line", async () => {
    const out = join(tmp(), "never");
    let stdout = "";
    const w = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((stdout += String(s)), true));
    const e = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    let code: number;
    try {
      code = await runMain(["phantom", "--model", "gpt-4o", "--base-url", "http://192.0.2.1:9/v1", "--out", out, "--limit", "2", "--dry-run", "--json", "--price-in", "2.5", "--price-out", "10"]);
    } finally {
      w.mockRestore();
      e.mockRestore();
    }
    expect(code).toBe(0);
    expect(existsSync(out)).toBe(false);
    const est = JSON.parse(stdout);
    expect([est.dry_run, est.protocol, est.model, est.trials, est.jobs, est.calls]).toEqual([true, "phantom", "gpt-4o", 40, 2, 40]);
    expect(est.prompt_tokens).toBeGreaterThan(40 * 100);
    expect(est.cost).toBeGreaterThan(0);
    expect(est.prices).toEqual({ in: 2.5, out: 10 });
  });
});

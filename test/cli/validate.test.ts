import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "../../src/cli/main.js";

const dir = mkdtempSync(join(tmpdir(), "gt-cli-"));
function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
  return { out, err };
}
afterEach(() => vi.restoreAllMocks());

const rec = (i: number, model: string) =>
  JSON.stringify({ protocol: "hidden_profile", run_id: "r", model, trial_id: `t${i}`, task_id: "k", session: i, agent: 0, n_agents: 3, phase: "pre", vote: "A", correct_answer: "B", variant: "baseline" });

describe("groupthink validate", () => {
  it("prints counts as JSON and exits 0", async () => {
    const p = join(dir, "ok.jsonl");
    writeFileSync(p, [rec(1, "b"), rec(2, "a"), rec(3, "a")].join("\n") + "\n");
    const io = capture();
    expect(await cli(["validate", p, "--json"])).toBe(0);
    expect(JSON.parse(io.out.join(""))).toEqual({
      records: 3,
      counts: [
        { protocol: "hidden_profile", model: "a", records: 2 },
        { protocol: "hidden_profile", model: "b", records: 1 },
      ],
    });
  });
  it("exits 1 with FILE:LINE: FIELD on bad input and prints nothing on stdout", async () => {
    const p = join(dir, "bad.jsonl");
    writeFileSync(p, `${rec(1, "a")}\n${rec(2, "a").replace('"pre"', '"during"')}\n`);
    const io = capture();
    expect(await cli(["validate", p, "--json"])).toBe(2 - 1);
    expect(io.out.join("")).toBe("");
    expect(io.err.join("")).toContain(`${p}:2: phase: not one of pre|post|full`);
  });
  it("exits 2 on bad usage and 1 on a missing file", async () => {
    capture();
    expect(await cli(["validate"])).toBe(2);
    expect(await cli(["validate", "--bogus", "x"])).toBe(2);
    expect(await cli(["nonsense"])).toBe(2);
    expect(await cli(["validate", join(dir, "none.jsonl")])).toBe(1);
  });
  it("prints help with exit 0", async () => {
    const io = capture();
    expect(await cli(["--help"])).toBe(0);
    expect(io.out.join("")).toContain("validate LOG...");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
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
      simulated: false, bootstrap: null, seed: 0, run_ids: ["r"], // provenance (docs/compare-and-plan.md)
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

describe("groupthink validate: every bad line, folders", () => {
  it("reports every bad line (invalid, non-JSON, invalid UTF-8, duplicate) before exiting 1, nothing on stdout", async () => {
    const p = join(dir, "many-bad.jsonl");
    const bad = JSON.parse(rec(9, "a"));
    writeFileSync(p, Buffer.concat([
      Buffer.from([rec(1, "a"), JSON.stringify({ ...bad, trial_id: "x1", agent: 5 }), "{nope", rec(1, "a"), ""].join("\n")),
      Buffer.from([0xfe, 0x0a]),
      Buffer.from(JSON.stringify({ ...bad, trial_id: "x2", phase: "later" }) + "\n"),
    ]));
    const io = capture();
    expect(await cli(["validate", p, "--json"])).toBe(1);
    expect(io.out.join("")).toBe("");
    expect(io.err.join("").split("\n")).toEqual([
      `${p}:2: agent: must be < n_agents (3), received 5`,
      expect.stringMatching(new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:3: -: not valid JSON`)),
      `${p}:4: trial_id: duplicate trial_id "t1" (first at ${p}:1)`,
      `${p}:5: -: invalid UTF-8 at byte 1 of the line (0xfe)`,
      `${p}:6: phase: not one of pre|post|full: "later"`,
      "5 bad lines; 1 valid record",
      "",
    ]);
  });
  it("shows the first 100 and counts the rest", async () => {
    const p = join(dir, "hundreds.jsonl");
    writeFileSync(p, Array.from({ length: 250 }, (_, i) => JSON.stringify({ protocol: "phantom", trial_id: `t${i}` })).join("\n") + "\n");
    const io = capture();
    expect(await cli(["validate", p])).toBe(1);
    const lines = io.err.join("").trimEnd().split("\n");
    expect(lines).toHaveLength(102);
    expect(lines[0]).toBe(`${p}:1: run_id: required field missing`);
    expect(lines[99]).toBe(`${p}:100: run_id: required field missing`);
    expect(lines[100]).toBe("… and 150 more");
    expect(lines[101]).toBe("250 bad lines; 0 valid records");
  });
  it("accepts a run folder and an experiment folder; a folder without logs is bad input", async () => {
    const exp = mkdtempSync(join(tmpdir(), "gt-cli-exp-"));
    for (const [run, model] of [["a", "m1"], ["b", "m2"]]) {
      mkdirSync(join(exp, run));
      writeFileSync(join(exp, run, "records.jsonl"), rec(run === "a" ? 1 : 2, model) + "\n");
    }
    let io = capture();
    expect(await cli(["validate", exp, "--json"])).toBe(0);
    expect(JSON.parse(io.out.join(""))).toEqual({ simulated: false, bootstrap: null, seed: 0, run_ids: ["r"], records: 2, counts: [{ protocol: "hidden_profile", model: "m1", records: 1 }, { protocol: "hidden_profile", model: "m2", records: 1 }] });
    vi.restoreAllMocks();
    io = capture();
    expect(await cli(["validate", join(exp, "b"), "--json"])).toBe(0);
    expect(JSON.parse(io.out.join("")).records).toBe(1);
    vi.restoreAllMocks();
    io = capture();
    const empty = mkdtempSync(join(tmpdir(), "gt-cli-empty-"));
    expect(await cli(["validate", empty])).toBe(1);
    expect(io.err.join("")).toBe(`${empty}:0: -: folder holds no records.jsonl (expected a run folder or a folder of run folders)\n`);
    expect(io.out.join("")).toBe("");
  });
  it("escapes terminal controls from the log in its table", async () => {
    const p = join(dir, "evil-model.jsonl");
    writeFileSync(p, rec(1, "evil\u001b]0;TITLE\u0007\u001b[2J") + "\n");
    const io = capture();
    expect(await cli(["validate", p])).toBe(0);
    const out = io.out.join("");
    expect(out).not.toMatch(/\u001b|\u0007/);
    expect(out).toContain("evil\\x1b]0;TITLE\\x07\\x1b[2J");
  });
});

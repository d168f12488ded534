import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cli } from "../../src/cli/main.js";
import { registerParadigms } from "../../src/paradigms/registry.js";
import * as FIXTURE_ALL from "../fixtures/paradigms/all.js";

// A minimal paradigm folder (test/fixtures/paradigms/mini/: kind, protocol, responder; no measures, no
// command or report section of its own) dropped in with one line (test/fixtures/paradigms/all.ts,
// registered as src/paradigms/all.ts is) appears in every command with its records.

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
  try {
    const code = await cli(argv);
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

let undo: () => void = () => {};
beforeAll(() => {
  undo = registerParadigms(FIXTURE_ALL);
});
afterAll(() => undo());

describe("one line makes a paradigm folder appear in every command", () => {
  const dir = mkdtempSync(join(tmpdir(), "gt-mini-"));
  const runDir = join(dir, "run");

  it("--help and run --help list it", async () => {
    expect((await run(["--help"])).out).toMatch(/^paradigms: phantom, panel, hidden_profile, judge, benchform, mini$/m);
    expect((await run(["run", "--help"])).out).toMatch(/protocols: .*\bmini\b/);
  });

  it("run writes its records (in-process simulator)", async () => {
    const r = await run(["run", "mini", "--model", "sim:susceptible", "--out", runDir]);
    expect(r.code).toBe(0);
    expect(readFileSync(join(runDir, "records.jsonl"), "utf8").trim().split("\n")).toHaveLength(6); // 3 items × 2 conditions
  });

  it("validate counts them", async () => {
    const r = await run(["validate", runDir, "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ simulated: true, bootstrap: null, seed: 0, run_ids: [expect.any(String)], records: 6, counts: [{ protocol: "mini", model: "susceptible", records: 6 }] }); // provenance first (docs/compare-and-plan.md)
  });

  it("metrics gives the generic section (records, parse failures, label counts)", async () => {
    const r = await run(["metrics", "mini", runDir, "--json"]);
    expect(r.code).toBe(0);
    // susceptible says "no" when told; alone: water yes, fire no, snow yes
    expect(JSON.parse(r.out)).toEqual({ protocol: "mini", label: "(simulated)", groups: [{ model: "susceptible", records: 6, parse_failures: 0, labels: { yes: 2, no: 4 } }] });
    expect((await run(["metrics", "nope", runDir])).code).toBe(2);
  });

  it("export writes one row per record", async () => {
    const out = join(dir, "mini.csv");
    const r = await run(["export", runDir, "--out", out]);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^wrote 6 rows × \d+ columns/);
    expect(readFileSync(out, "utf8").trim().split("\n")).toHaveLength(7);
  });

  it("view shows its trials with their calls", async () => {
    const out = join(dir, "view.html");
    const r = await run(["view", runDir, "--out", out]);
    expect(r.code).toBe(0);
    expect(r.err).toBe(`wrote ${out}: 1 run, 6 trials, 6 calls (6 with their request)\n`);
  });

  it("report gives it a generic section", async () => {
    const out = join(dir, "report.html");
    const r = await run(["report", runDir, "--out", out, "--bootstrap", "0"]);
    expect(r.code).toBe(0);
    expect(r.err).toBe(`wrote ${out}: 1 protocol section, 6 records (simulated)\n`);
    const html = readFileSync(out, "utf8");
    expect(html).toContain("Records of mini by model");
    expect(html).toContain("registers no measures");
  });

  it("a module in the plug-in shape (protocol, responder, recordKind exported directly) registers the same way", async () => {
    const { paradigm } = FIXTURE_ALL.mini;
    undo();
    const undoPlugin = registerParadigms({ mini: { protocol: paradigm.protocol, responder: paradigm.responder, recordKind: paradigm.recordKind } });
    try {
      const out = join(dir, "run2");
      expect((await run(["run", "mini", "--model", "sim:typical", "--out", out])).code).toBe(0);
      expect(JSON.parse((await run(["validate", out, "--json"])).out)).toEqual({ simulated: true, bootstrap: null, seed: 0, run_ids: [expect.any(String)], records: 6, counts: [{ protocol: "mini", model: "typical", records: 6 }] });
      expect(JSON.parse((await run(["metrics", "mini", out, "--json"])).out).groups).toEqual([{ model: "typical", records: 6, parse_failures: 0, labels: { yes: 4, no: 2 } }]);
      expect((await run(["report", out, "--out", join(dir, "r2.html"), "--bootstrap", "0"])).err).toMatch(/1 protocol section, 6 records/);
    } finally {
      undoPlugin();
      undo = registerParadigms(FIXTURE_ALL);
    }
  });

  it("reparse re-derives its labels", async () => {
    const r = await run(["reparse", runDir, "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ protocol: "mini", records: 6, changed: 0, parse_failures: 0 });
  });
});

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { generateHiddenProfileTasks, main } from "../../../../src/paradigms/hidden_profile/cli/tasks-generate.js";
import { UsageError } from "../../../../src/errors.js";
import { loadHiddenProfileTasks, simCandidate, hpSimParams } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { startSimServer } from "../../../../src/runner/simulator/server.js";
import { projectPath } from "../../../../src/paths.js";

const shares = hpSimParams(projectPath("scenarios")).candidates;

describe("groupthink tasks generate (end to end against the simulator)", () => {
  let out = "";
  beforeEach(() => {
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  });
  afterEach(() => vi.restoreAllMocks());

  it("in-process: drafts, validates over 10 sessions, keeps only valid tasks and gives every rejection a reason", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hp-gen-"));
    expect(await main(["--model", "sim:typical", "--out", dir, "--count", "16", "--json"])).toBe(0);
    const summary = JSON.parse(out);
    const report = JSON.parse(readFileSync(join(dir, "validation.json"), "utf8"));
    expect(summary).toEqual({ candidates: 16, drafted: report.drafted, kept: report.kept, rejected: report.rejected, out: dir });
    expect(report.kept).toBeGreaterThan(0);
    expect(report.rejected).toBeGreaterThan(0);
    const kept = loadHiddenProfileTasks(join(dir, "tasks.json"));
    expect(kept.map((t) => t.id)).toEqual(report.rows.filter((r: { status: string }) => r.status === "kept").map((r: { id: string }) => r.id));
    for (const r of report.rows) {
      const kind = simCandidate(r.id, 3 + (Number(r.id.split("-").pop()) % 5), shares).kind;
      if (r.status === "kept") {
        expect(r.reason).toBeNull();
        expect(r.full_acc).toBeGreaterThanOrEqual(0.8 - 1e-12); // the verdict itself is exact
        expect(r.pre_acc).toBeLessThanOrEqual(0.2 + 1e-12);
        expect(r.pre_sessions).toBe(10);
        expect(r.full_sessions).toBe(10);
        expect(kind).toBe("ok");
      } else {
        expect(typeof r.reason).toBe("string");
        if (kind === "malformed") expect(r.stage).toBe("draft");
        if (kind === "leaky") expect(r.reason).toMatch(/hidden-profile accuracy/);
        if (kind === "unsolvable") expect(r.reason).toMatch(/full-profile accuracy/);
      }
    }
  });

  it("over HTTP: the same pipeline against `groupthink sim serve` gives the same funnel", async () => {
    const a = mkdtempSync(join(tmpdir(), "hp-gen-http-"));
    // the simulator is given the folder the candidates are written to (sim serve --scenarios DIR/draft)
    const server = await startSimServer({ port: 0, banks: [join(a, "draft")] });
    try {
      const b = mkdtempSync(join(tmpdir(), "hp-gen-inproc-"));
      const viaHttp = await generateHiddenProfileTasks({ model: "typical", baseURL: server.url, out: a, count: 6, sessions: 10 });
      const inProc = await generateHiddenProfileTasks({ model: "sim:typical", out: b, count: 6, sessions: 10 });
      expect(viaHttp.rows.map((r) => [r.id, r.status])).toEqual(inProc.rows.map((r) => [r.id, r.status]));
    } finally {
      await server.close();
    }
  });

  it("requires --model and --out", async () => {
    await expect(main(["--out", "x"])).rejects.toBeInstanceOf(UsageError);
    await expect(main(["--model", "sim:typical"])).rejects.toBeInstanceOf(UsageError);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "../../src/cli/main.js";

const dir = mkdtempSync(join(tmpdir(), "gt-export-"));
const LOG = "test/fixtures/export/tricky.jsonl";
function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
  return { out, err };
}
afterEach(() => vi.restoreAllMocks());

describe("groupthink export", () => {
  it("writes the CSV of every record (the committed fixture) and says how many rows", async () => {
    const io = capture();
    const out = join(dir, "a.csv");
    expect(await cli(["export", LOG, "--format", "csv", "--out", out, "--raw-formulas"])).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(readFileSync("test/fixtures/export/tricky.csv", "utf8"));
    expect(io.err.join("")).toBe(`wrote 16 rows × 67 columns to ${out} (csv)\n`);
  });
  it("neutralises formulas by default: the only change from --raw-formulas is a leading ' on the formula-looking cells", async () => {
    capture();
    const out = join(dir, "safe.csv");
    expect(await cli(["export", LOG, "--format", "csv", "--out", out])).toBe(0);
    const raw = readFileSync("test/fixtures/export/tricky.csv", "utf8");
    const safe = readFileSync(out, "utf8");
    expect(safe).toBe(raw.replace('"=HYPERLINK(""http://x"") formula', `"'=HYPERLINK(""http://x"") formula`).replace(/\r\n- Verified/g, "\r\n'- Verified").replace(/,"- /g, `,"'- `));
    expect(safe).not.toMatch(/(^|,|")[=+@]/m);
  });
  it("takes the format from --out's extension (jsonl: one flat object per record)", async () => {
    capture();
    const out = join(dir, "a.jsonl");
    expect(await cli(["export", LOG, "--out", out])).toBe(0);
    const rows = readFileSync(out, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toHaveLength(16);
    expect(rows[0]["usage.prompt_tokens"]).toBe(246);
    expect(Object.keys(rows[0])).toHaveLength(67);
  });
  it("writes Parquet", async () => {
    capture();
    const out = join(dir, "a.parquet");
    expect(await cli(["export", LOG, "--format", "parquet", "--out", out])).toBe(0);
    expect(readFileSync(out).subarray(0, 4).toString()).toBe("PAR1");
  });
  it("is a usage error (exit 2) without --out or with an unknown format", async () => {
    const io = capture();
    expect(await cli(["export", LOG, "--format", "csv"])).toBe(2);
    expect(await cli(["export", LOG, "--format", "xlsx", "--out", join(dir, "x")])).toBe(2);
    expect(io.err.join("")).toContain('option --format expects one of csv, parquet, jsonl, received "xlsx"');
  });
  it("refuses (exit 1, FILE:LINE: FIELD) a literal key that collides with a flattened one, writing nothing", async () => {
    const io = capture();
    const f = join(dir, "collide-in.jsonl");
    const rec = JSON.parse(readFileSync(LOG, "utf8").split("\n")[0]) as Record<string, unknown>;
    writeFileSync(f, JSON.stringify({ ...rec, "usage.prompt_tokens": 999999 }) + "\n");
    for (const fmt of ["csv", "jsonl", "parquet"]) {
      expect(await cli(["export", f, "--out", join(dir, `collide.${fmt}`)])).toBe(1);
      expect(existsSync(join(dir, `collide.${fmt}`))).toBe(false);
    }
    expect(io.err.join("")).toContain(`${f}:1: usage.prompt_tokens: two key paths (a literal dotted key and a nested field) flatten to this column`);
  });
  it("is bad input (exit 1) for a missing file", async () => {
    capture();
    expect(await cli(["export", join(dir, "nope.jsonl"), "--out", join(dir, "x.csv")])).toBe(1);
  });
});

describe("groupthink metrics … --csv", () => {
  it("prints the phantom measures as long CSV rows", async () => {
    const io = capture();
    expect(await cli(["metrics", "phantom", LOG, "--bootstrap", "0", "--csv"])).toBe(0);
    const lines = io.out.join("").split("\r\n");
    expect(lines[0]).toBe("table,model,measure,value,n,ci_lo,ci_hi,simulated,bootstrap,seed,run_ids"); // provenance columns (docs/compare-and-plan.md)
    expect(lines[1].startsWith("groups,typical,private_acc,")).toBe(true);
  });
  it("prints the panel and hidden-profile measures as long CSV rows, the same rows as measureRows of the --json document", async () => {
    const { measureRows } = await import("../../src/export/measure-rows.js");
    for (const p of ["panel", "hidden_profile"]) {
      const extra = p === "panel" ? ["--bootstrap", "0"] : [];
      let io = capture();
      expect(await cli(["metrics", p, LOG, ...extra, "--csv"])).toBe(0);
      const lines = io.out.join("").split("\r\n").filter((l) => l !== "");
      vi.restoreAllMocks();
      io = capture();
      expect(await cli(["metrics", p, LOG, ...extra, "--json"])).toBe(0);
      const rows = measureRows(JSON.parse(io.out.join("")));
      expect(lines).toHaveLength(rows.length + 1);
      expect(lines[0].startsWith("table,")).toBe(true);
      vi.restoreAllMocks();
    }
  });
});

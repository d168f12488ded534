import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main as annotate, ANNOTATION_COLUMNS } from "../../../../src/paradigms/phantom/cli/scenarios-annotate.js";
import { main as agreement, readSheet } from "../../../../src/paradigms/phantom/cli/scenarios-agreement.js";
import { parseCsv, toCsv } from "../../../../src/paradigms/phantom/cli/annotation-csv.js";
import { PHANTOM_RUBRIC } from "../../../../src/paradigms/phantom/protocol/annotation-rubric.js";
import { DataError, UsageError } from "../../../../src/errors.js";
import { projectPath } from "../../../../src/paths.js";
import type { AnnotationCell } from "../../../../src/paradigms/phantom/measures/phantom-agreement.js";

describe("RFC 4180 CSV", () => {
  it("round-trips commas, quotes, line breaks and a BOM", () => {
    const rows = [["a", "b,c", 'say "hi"'], ["multi\nline", "", "crlf\r\nx"], ["ünï", "'", ","]];
    const text = toCsv(rows);
    expect(text.startsWith('a,"b,c","say ""hi"""\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
    expect(parseCsv("\uFEFFx,y\ny,z")).toEqual([["x", "y"], ["y", "z"]]);
    expect(() => parseCsv('a,"b\n', "f.csv")).toThrow(/f\.csv:1: -: unterminated quoted field/);
    expect(() => parseCsv('"a"b\n', "f.csv")).toThrow(DataError);
  });
  it("neutralises formula-looking fields with a leading ' and reads them back unchanged", () => {
    const rows = [["=1+1", "@SUM(A1)", "-x", "+y", "ok"]];
    const text = toCsv(rows);
    expect(text).toBe("'=1+1,'@SUM(A1),'-x,'+y,ok\r\n");
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe("groupthink scenarios annotate / agreement", () => {
  let out = "";
  beforeEach(() => {
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  });
  afterEach(() => vi.restoreAllMocks());

  it("writes one row per scenario x rubric item with a blank answer column", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ann-"));
    const sheet = join(dir, "sheet.csv");
    expect(await annotate(["--out", sheet, "--sample", "12", "--seed", "3", "--json"])).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ scenarios: 12, rows: 84, items: 7 });
    const rows = parseCsv(readFileSync(sheet, "utf8"));
    expect(rows[0]).toEqual([...ANNOTATION_COLUMNS]);
    expect(rows).toHaveLength(85);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(12);
    expect(rows.slice(1, 8).map((r) => r[1])).toEqual(PHANTOM_RUBRIC.map((r) => r.item));
    expect(rows.slice(1).every((r) => r[3] === "" && r.length === ANNOTATION_COLUMNS.length)).toBe(true);
    expect(readFileSync(join(dir, "sheet.instructions.txt"), "utf8")).toMatch(/^You will review synthetic multi-agent/);
    out = "";
    await annotate(["--out", join(dir, "all.csv")]);
    expect(parseCsv(readFileSync(join(dir, "all.csv"), "utf8")).length).toBeGreaterThan(12 * 7);
    await expect(annotate([])).rejects.toThrow(UsageError);
    await expect(annotate(["--out", sheet, "--sample", "0"])).rejects.toThrow(UsageError);
  });

  it("agreement reads two filled sheets and reports kappa per item (sklearn values) and disagreements", async () => {
    const fx = JSON.parse(readFileSync(projectPath("test/fixtures/phantom/kappa/kappa.json"), "utf8")) as { a: AnnotationCell[]; b: AnnotationCell[]; expected: Record<string, { kappa: number }>; overall: { kappa: number } };
    const dir = mkdtempSync(join(tmpdir(), "agree-"));
    const write = (name: string, cells: AnnotationCell[]) => {
      const f = join(dir, name);
      writeFileSync(f, toCsv([["scenario_id", "item", "question", "answer", "note"], ...cells.map((c) => [c.scenario_id, c.item, "q, with comma", c.answer.toUpperCase(), "a \"note\"\nline"])]));
      return f;
    };
    const fa = write("a.csv", fx.a), fb = write("b.csv", fx.b);
    expect(readSheet(fa)).toHaveLength(fx.a.length);
    expect(await agreement([fa, fb, "--json", "--bootstrap", "200", "--seed", "1"])).toBe(0);
    const doc = JSON.parse(out);
    for (const r of doc.items) expect(r.kappa).toBeCloseTo(fx.expected[r.item].kappa, 12);
    expect(doc.overall.kappa).toBeCloseTo(fx.overall.kappa, 12);
    expect(doc.disagreements.length).toBeGreaterThan(0);
    out = "";
    await agreement([fa, fb, "--bootstrap", "0"]);
    expect(out).toMatch(/all\s+1030\s+\S+\s+0\.826/);
    expect(out).toMatch(/disagreement\(s\)/);
  });

  it("malformed sheets name file, line and field", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bad-"));
    const f = join(dir, "x.csv");
    writeFileSync(f, "scenario_id,item,answer\nph-001,gold_clarity,maybe\n");
    expect(() => readSheet(f)).toThrow(/x\.csv:2: answer: expected yes, no or blank/);
    writeFileSync(f, "scenario_id,item,answer\nph-001,colour,yes\n");
    expect(() => readSheet(f)).toThrow(/x\.csv:2: item: expected one of/);
    writeFileSync(f, "scenario_id,item\n");
    expect(() => readSheet(f)).toThrow(/x\.csv:1: answer: missing column/);
    writeFileSync(f, "scenario_id,item,answer\nph-001,gold_clarity,yes\nph-001,gold_clarity,no\n");
    expect(() => readSheet(f)).toThrow(/x\.csv:3: item: ph-001 \/ gold_clarity appears twice/);
    await expect(agreement([f])).rejects.toThrow(UsageError);
  });
});

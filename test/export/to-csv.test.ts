import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { csvLine, toCsv } from "../../src/export/to-csv.js";
import { createRng } from "../../src/stats/rng.js";
import { neutraliseFormula, restoreFormula } from "../../src/export/csv-formula.js";
import { exportRows } from "../../src/export/export-rows.js";
import { loadLogs } from "../../src/load/load-logs.js";

const FIX = "test/fixtures/export";

describe("toCsv(rows, columns)", () => {
  it("quotes fields with a comma, a quote, a CR or an LF, doubling inner quotes (RFC 4180), CRLF line ends", () => {
    const rows = [{ a: 'x,"y"', b: "l1\nl2", c: "cr\rx", d: "plain" }];
    expect(toCsv(rows, ["a", "b", "c", "d"])).toBe('a,b,c,d\r\n"x,""y""","l1\nl2","cr\rx",plain\r\n');
  });
  it("writes null and missing cells empty, booleans as true/false, numbers in round-trip form", () => {
    expect(toCsv([{ n: 0.1 + 0.2, t: true, f: false, z: null }, {}], ["n", "t", "f", "z"])).toBe("n,t,f,z\r\n0.30000000000000004,true,false,\r\n,,,\r\n");
  });
  it("writes only the header for no rows", () => {
    expect(toCsv([], ["a", "b"])).toBe("a,b\r\n");
  });
  it("neutralises formulas by default: a string cell or header starting with = + - @ TAB CR NUL or ' gets a leading '", () => {
    const rows = [{ a: "=1+1proceed", b: "+1", c: "-x", d: "@SUM(1+1)*cmd|' /C calc'!A0", e: "\tt", f: "\rr", g: "'q", h: "ok=1", i: -0.5, j: "-0.5", k: "\u0000z" }];
    const cols = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", '=HYPERLINK("http://x")'];
    expect(toCsv(rows, cols)).toBe(
      `a,b,c,d,e,f,g,h,i,j,k,"'=HYPERLINK(""http://x"")"\r\n'=1+1proceed,'+1,'-x,'@SUM(1+1)*cmd|' /C calc'!A0,'\tt,"'\rr",''q,ok=1,-0.5,'-0.5,'\u0000z,\r\n`,
    );
  });
  it("writes formulas as they are with rawFormulas", () => {
    expect(toCsv([{ a: "=1+1", n: -1 }], ["a", "n", "@h"], { rawFormulas: true })).toBe("a,n,@h\r\n=1+1,-1,\r\n");
  });
});

describe("neutraliseFormula / restoreFormula", () => {
  it("round-trips every string (the rule is reversible)", () => {
    for (const s of ["", "=", "'", "''=x", "=1+1", "plain", "-0.5", "\t", "a'b", "@", "+"]) expect(restoreFormula(neutraliseFormula(s))).toBe(s);
  });
});

describe("CSV export read by pandas (fixture: make_export_fixtures.py)", () => {
  const pandas = JSON.parse(readFileSync(`${FIX}/pandas.json`, "utf8")) as {
    shape: [number, number]; columns: string[]; text: string[][]; dtypes: Record<string, string>; typed: Record<string, unknown[]>; round_trip: Record<string, (number | null)[]>;
  };
  it("regenerates the committed CSV byte for byte from the committed log", async () => {
    const logs = await loadLogs([`${FIX}/tricky.jsonl`]);
    const t = exportRows([...logs.phantom, ...logs.panel, ...logs.hidden_profile, ...logs.judge]);
    // the committed CSV (and pandas.json read from it) is the --raw-formulas export
    expect(toCsv(t.rows, t.columns, { rawFormulas: true })).toBe(readFileSync(`${FIX}/tricky.csv`, "utf8"));
  });
  it("pandas sees every record as one row and every cell's exact text (no shifted column)", async () => {
    const lines = readFileSync(`${FIX}/tricky.jsonl`, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    const t = exportRows(lines);
    expect(pandas.shape).toEqual([lines.length, t.columns.length]);
    expect(pandas.columns).toEqual(t.columns);
    const text = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "boolean" ? String(v) : String(v));
    t.rows.forEach((r, i) => {
      expect(pandas.text[i]).toEqual(t.columns.map((c) => text(r[c])));
    });
    // the nasty replies survive exactly
    expect(pandas.text[1][t.columns.indexOf("raw")]).toBe("line one\r\nline two, with comma");
    expect(pandas.text[2][t.columns.indexOf("raw")]).toBe('<script>alert("x")</script></script><img src=x onerror=alert(1)>');
    expect(pandas.text[3][t.columns.indexOf("raw")]).toBe("\u001b[31mred\u001b[0m terminal escape \u0007 bell");
  });
  it("pandas infers numbers and booleans from the cells", () => {
    expect(pandas.dtypes.simulated).toBe("bool");
    expect(pandas.dtypes.latency_ms).toBe("float64");
    expect(pandas.dtypes.raw).toBe("object");
    const lines = readFileSync(`${FIX}/tricky.jsonl`, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    const want = (c: string) => lines.map((r) => (typeof r[c] === "number" ? (r[c] as number) : null));
    // with float_precision="round_trip" every float column comes back exactly
    for (const c of ["latency_ms", "p_flag", "p_chosen", "seed"]) expect(pandas.round_trip[c]).toEqual(want(c));
    // pandas' default (fast) parser is only accurate to about 1e-15 relative (0.09344086494296787 reads as 0.0934408649429678)
    const typed = pandas.typed.p_flag as (number | null)[];
    want("p_flag").forEach((v, i) => (v === null ? expect(typed[i]).toBeNull() : expect(Math.abs((typed[i] as number) - v)).toBeLessThanOrEqual(Math.abs(v) * 1e-15)));
  });
});

describe("measureTableCsv neutralises formulas in key cells too", () => {
  it("writes a model named =cmd with a leading '", async () => {
    const { measureTableCsv } = await import("../../src/export/measure-table-csv.js");
    expect(measureTableCsv({ groups: [{ model: "=cmd|' /C calc'!A0", metrics: { ppg: { value: -0.5, n: 4, ci: null } } }] })).toBe(
      "table,model,measure,value,n,ci_lo,ci_hi\r\ngroups,'=cmd|' /C calc'!A0,ppg,-0.5,4,,\r\n",
    );
  });
});

describe("csvLine(cells) writes what toCsv (csv-stringify) writes", () => {
  it("on 2,000 random cells of quotes, commas, CR, LF, spaces and formula characters", () => {
    const rng = createRng(7);
    const alphabet = ['"', ",", "\r", "\n", " ", "a", "=", "-", "'", "é"];
    const cols = ["a", "b", "c", "d"];
    const rows = Array.from({ length: 500 }, () => Object.fromEntries(cols.map((c) => {
      const k = Math.floor(rng.next() * 6);
      const v = k === 0 ? null : k === 1 ? rng.next() - 0.5 : k === 2 ? rng.next() < 0.5 : Array.from({ length: Math.floor(rng.next() * 6) }, () => alphabet[Math.floor(rng.next() * alphabet.length)]).join("");
      return [c, v];
    })));
    const mine = csvLine(cols) + rows.map((r) => csvLine(cols.map((c) => r[c]))).join("");
    expect(mine).toBe(toCsv(rows, cols, { rawFormulas: true }));
  });
});

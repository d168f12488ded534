import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { structuralRigorScore } from "../../../../src/paradigms/judge/measures/index.js";

const fixture = JSON.parse(readFileSync(new URL("../../../fixtures/metrics/judge/rigor-score.json", import.meta.url), "utf8")) as {
  cases: { text: string; score: number }[];
};

describe("structuralRigorScore(text)", () => {
  it.each([
    ["", 0],
    ["plain prose without markup", 0],
    ["```", 1],
    ["```python\nx = 1\n```", 2],
    ["  ```\n\t```", 2],
    ["text ```inline``` not a fence", 0],
    ["[state]", 1],
    ["[State_2] and {log_1}", 2],
    ["[2abc] {9} [] {} [a-b] [ a ]", 0],
    ["[_x]{_y}", 2],
    ["[état]", 0],
    ["- item", 1],
    ["* item\n+ item\n- item", 3],
    ["1. one\n2) two\n10. ten", 3],
    ["-item", 0],
    ["1.item", 0],
    ["-   ", 0],
    ["a - b", 0],
    ["  - nested", 1],
    ["- [x] done", 2],
    ["a\r- x", 0],
    ["a\n- x", 1],
    ["- \n- b", 1],
    ["-\u00a0x", 0],
    ["- \u00a0x", 1],
    ["1)\tx", 1],
    ["```\n- [a]\n1. {b}\n```", 6],
  ])("scores %j as %i", (text, score) => {
    expect(structuralRigorScore(text)).toBe(score);
  });

  it(`matches Python's re (ASCII, MULTILINE) on ${fixture.cases.length} random strings`, () => {
    for (const c of fixture.cases) expect([c.text, structuralRigorScore(c.text)]).toEqual([c.text, c.score]);
  });

  it("rejects a non-string", () => {
    expect(() => structuralRigorScore(3 as unknown as string)).toThrow(TypeError);
  });
});

describe("structuralRigorScore: line-start matching (issue 22)", () => {
  // the lookbehind patterns the line-start scan replaced, scanned globally
  const WS = "[ \\t\\n\\r\\f\\v]";
  const patterns = [/(?<![^\n])[ \t]*```/g, /\[[A-Za-z_][A-Za-z0-9_]*\]/g, /\{[A-Za-z_][A-Za-z0-9_]*\}/g, new RegExp(`(?<![^\\n])${WS}*(?:[-*+]|[0-9]+[.)])${WS}+[^ \\t\\n\\r\\f\\v]`, "g")];
  const global = (s: string) => patterns.reduce((n, re) => n + (s.match(re)?.length ?? 0), 0);
  /** `count` texts of up to `most` random pieces (a seeded LCG). */
  const texts = (pieces: string[], count: number, most: number, seed: number): string[] => {
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    return Array.from({ length: count }, () => {
      let s = "";
      for (let k = Math.floor(rand() * most); k > 0; k--) s += pieces[Math.floor(rand() * pieces.length)];
      return s;
    });
  };
  it("counts what the global lookbehind scan counts, on random markup-heavy texts", () => {
    const pieces = ["\n", "\n\n", "\r", " ", "\t", "\f", "\v", "-", "*", "+", "1", "12", ".", ")", "```", "`", "[a]", "{b}", "[", "]", "{", "}", "x", "ab", "\u00a0", "_"];
    for (const s of texts(pieces, 3000, 30, 5)) expect(structuralRigorScore(s)).toBe(global(s));
  });
  it("the hand-written scan counts what the regexes count on longer texts (runs over line ends, digits, non-ASCII)", () => {
    const pieces = ["\n", "\n\n", "\r", " ", "\t", "\f", "\v", "-", "*", "+", "1", "12", "0", ".", ")", "```", "``", "`", "[a]", "{b}", "[", "]", "{", "}", "x", "ab", "_", "9z", "\u00a0", "é", "\u2028", "A"];
    for (const s of texts(pieces, 5000, 80, 11)) expect([s, structuralRigorScore(s)]).toEqual([s, global(s)]);
  });
  it.each([
    ["\n\n  \t- x", 1],
    ["-\nx", 1],
    ["-\n", 0],
    ["12", 0],
    ["12.", 0],
    ["12.\n\n3) y\n- z", 2],
    ["[a][b]{c}{d", 3],
    ["[[a]]", 1],
    ["[a\n]", 0],
    ["``", 0],
    [" \t```x\n\t ``", 1],
  ])("scores the edge case %j as %i", (text, score) => {
    expect(structuralRigorScore(text)).toBe(score);
    expect(global(text)).toBe(score);
  });
});

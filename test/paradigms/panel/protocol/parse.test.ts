import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePanelReply, PANEL_PARSER_VERSION } from "../../../../src/paradigms/panel/protocol/parse.js";

const corpus = JSON.parse(readFileSync(new URL("../../../fixtures/panel/reply-corpus.json", import.meta.url), "utf8")) as {
  cases: { raw: string; verdict: "safe" | "unsafe" | null; confidence?: number | null; severity?: number | null }[];
};

describe(`parsePanelReply (${PANEL_PARSER_VERSION}) on a corpus of reply shapes`, () => {
  it("holds at least 30 shapes", () => expect(corpus.cases.length).toBeGreaterThanOrEqual(30));
  it.each(corpus.cases.map((c, i) => [i, c] as const))("case %i", (_, c) => {
    const p = parsePanelReply(c.raw);
    expect(p.verdict, c.raw).toBe(c.verdict);
    if (c.verdict === null) {
      expect(p.parse_error).toBeTypeOf("string");
      expect(p.letter).toBeNull();
    } else {
      expect(p.parse_error).toBeNull();
      expect(p.letter).toBe(c.verdict === "unsafe" ? "A" : "B");
      if ("confidence" in c) expect(p.confidence).toBe(c.confidence);
      if ("severity" in c) expect(p.severity).toBe(c.severity);
    }
  });
  it("never throws on odd input", () => {
    expect(parsePanelReply(null).parse_error).toBe("no reply text");
    expect(parsePanelReply("{".repeat(5000)).verdict).toBeNull();
    expect(parsePanelReply(42 as unknown as string).parse_error).toBe("reply is not text");
  });
});

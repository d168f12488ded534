import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBenchformAnswer, readBenchformPrompt } from "../../src/paradigms/benchform/index.js";
import type { ChatRequest } from "../../src/runner/types.js";

// Real replies to BenchForm prompts as sent (test/fixtures/pilot/benchform/README.md): the parser
// reads every one as its writer meant it — no wrong labels, no unparsed replies.
const DIR = "test/fixtures/pilot/benchform";
const calls = readdirSync(DIR).filter((f) => f.endsWith(".request.json")).map((f) => f.slice(0, 4)).sort();

describe("BenchForm parser on the pilot's replies", () => {
  it("has the 30 calls", () => expect(calls).toHaveLength(30));
  it.each(calls)("call %s: parsed as meant", (n) => {
    const request = (JSON.parse(readFileSync(join(DIR, `${n}.request.json`), "utf8")) as { body: ChatRequest }).body;
    const reply = readFileSync(join(DIR, `${n}.reply.txt`), "utf8");
    const meant = (JSON.parse(readFileSync(join(DIR, `${n}.meant.json`), "utf8")) as { answer: string }).answer.replace(/[()]/g, "");
    const read = readBenchformPrompt(request);
    expect(read).not.toBeNull();
    const nOptions = read!.question.split("\n").filter((l) => /^\([A-Z]\) /.test(l)).length;
    expect(nOptions).toBeGreaterThanOrEqual(2);
    expect(parseBenchformAnswer(reply, nOptions)).toEqual({ answer: meant, error: null });
  });
});

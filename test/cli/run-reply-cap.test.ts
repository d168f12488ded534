import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { main as runMain, RUN_FLAGS, runHelp } from "../../src/cli/run.js";
import { DEFAULT_MAX_REPLY_CHARS, maxReplyBytes } from "../../src/runner/openai-client.js";
import { completion, fakeOpenAI, type FakeServer } from "../runner/fake-openai.js";
import { lines, tmp } from "../runner/helpers.js";

const servers: FakeServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

describe("--max-reply-chars: the help says what happens, and the runner does it", () => {
  it("the help names both outcomes, the byte cap the code uses, and the flag to raise", () => {
    const h = RUN_FLAGS["max-reply-chars"].help;
    expect(h).toContain("cut to N and flagged truncated");
    expect(h).toContain(`(${maxReplyBytes(DEFAULT_MAX_REPLY_CHARS)} bytes at the default)`);
    expect(h).toContain('fails the trial as "reply too large": raise --max-reply-chars');
    expect(h).toContain(`default ${DEFAULT_MAX_REPLY_CHARS}`);
    expect(runHelp()).toContain("fails the trial");
    expect([maxReplyBytes(100), maxReplyBytes(1_000_000)]).toEqual([1 << 20, 8_065_536]);
  });

  it("a reply over N characters is cut and flagged; a body over the byte cap fails its trial naming the flag", async () => {
    let n = 0;
    const s = await fakeOpenAI(() => ({ json: completion(n++ === 0 ? "B".repeat(1_200_000) : `ANSWER: A ${"x".repeat(300)}`) }));
    servers.push(s);
    const out = join(tmp(), "run");
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    let code: number;
    try {
      code = await runMain(["phantom", "--model", "m", "--base-url", s.url, "--out", out, "--limit", "1", "--max-reply-chars", "100", "--concurrency", "1"]);
    } finally {
      err.mockRestore();
    }
    expect(code).toBe(1);
    const errors = readFileSync(join(out, "errors.jsonl"), "utf8");
    expect(errors).toContain("reply too large");
    expect(errors).toContain(`larger than ${maxReplyBytes(100)} bytes (raise --max-reply-chars)`);
    const calls = lines(join(out, "calls.jsonl"));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.reply.truncated === true && c.reply.content.length === 100)).toBe(true);
  });
});

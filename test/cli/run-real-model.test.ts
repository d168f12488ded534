/**
 * Issue 20 (runner half) through `groupthink run`: exit statuses and what is printed.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main as runMain } from "../../src/cli/run.js";
import { UsageError } from "../../src/errors.js";
import { completion, fakeOpenAI, type FakeServer } from "../runner/fake-openai.js";
import { capture, tmp } from "../runner/helpers.js";

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

const fast = ["--no-cache", "--max-attempts", "2", "--timeout-ms", "2000"];

describe("runs that measured nothing do not say complete", () => {
  it("100% unparseable phantom replies: exit 3, status unusable, the causes named", async () => {
    const s = await fakeOpenAI(() => ({ json: completion("I would rather discuss the weather.") }));
    servers.push(s);
    const out = join(tmp(), "ph");
    const r = await capture(() => runMain(["phantom", "--model", "m", "--base-url", s.url, "--api-key", "k", "--out", out, "--limit", "1", "--json", ...fast]));
    expect(r.code).toBe(3);
    const summary = JSON.parse(r.out);
    expect(summary.status).toBe("unusable");
    expect([summary.trials, summary.parse_failures]).toEqual([20, 20]);
    expect(summary.parse_failure_causes).toEqual({ length: 0, refusal: 0, empty: 0, format: 20 });
    expect(r.err).toMatch(/ERROR: 20 of 20 records \(100\.0%\).*causes: format 20/);
    // a threshold of 1 accepts it
    const again = await capture(() => runMain(["phantom", "--model", "m", "--base-url", s.url, "--api-key", "k", "--out", out, "--limit", "1", "--json", "--max-parse-failure-share", "1", ...fast]));
    expect([again.code, JSON.parse(again.out).status]).toEqual([0, "complete"]);
  });

  it("empty replies cut by the token limit are counted as length, not format", async () => {
    const s = await fakeOpenAI(() => ({ json: completion("", { choice: { finish_reason: "length" } }) }));
    servers.push(s);
    const out = join(tmp(), "ph");
    const r = await capture(() => runMain(["phantom", "--model", "m", "--base-url", s.url, "--api-key", "k", "--out", out, "--limit", "1", "--json", "--max-tokens", "16", ...fast]));
    expect(r.code).not.toBe(0);
    expect(JSON.parse(r.out).parse_failure_causes.length).toBe(20);
  });

  it("--model sim:nope fails before any call, and writes nothing", async () => {
    const out = join(tmp(), "nope");
    await expect(runMain(["phantom", "--model", "sim:nope", "--out", out, "--limit", "1"])).rejects.toThrow(UsageError);
    await expect(runMain(["phantom", "--model", "sim:nope", "--out", out, "--limit", "1"])).rejects.toThrow(/no profile "nope" for phantom \(profiles: .*typical/);
    expect(existsSync(out)).toBe(false);
  });

  it("an interrupted run reports the trials not done, started or not", async () => {
    let n = 0;
    const s = await fakeOpenAI(async () => {
      n++;
      if (n === 6) process.emit("SIGINT");
      return { json: completion("Decision: block") };
    });
    servers.push(s);
    const out = join(tmp(), "ph");
    const r = await capture(() => runMain(["phantom", "--model", "m", "--base-url", s.url, "--api-key", "k", "--out", out, "--limit", "5", "--concurrency", "1", "--json", ...fast]));
    expect(r.code).toBe(1);
    const summary = JSON.parse(r.out);
    expect(summary.status).toBe("aborted");
    expect(summary.planned).toBe(100);
    expect(summary.not_done).toBe(100 - summary.trials);
    expect(summary.not_done).toBeGreaterThanOrEqual(80);
    expect(r.err).toContain(`${summary.not_done} trials of ${summary.run_id} not done (${summary.not_done} not started)`);
  });
});

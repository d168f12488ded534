// The data scripts' seal (scripts/data/sealed-run.ts, issue 22: data/sim under 300 MB): a completed simulated
// run keeps its journal gzipped, the viewer reads it, and the next data run skips it while its settings are the same.
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../src/paths.js";
import { loadHiddenProfileTasks } from "../../src/paradigms/hidden_profile/protocol/index.js";
import { readCalls } from "../../src/view/read-calls.js";
import { runSealed } from "../../scripts/data/sealed-run.js";

const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => t.id === "hp-002");
const dir = mkdtempSync(join(tmpdir(), "gt-sealed-"));
const out = join(dir, "run");
const settings = { protocol: "hidden_profile", model: "sim:gpt-4.1-sim", out, bank, seed: 0, protocolOptions: { sessions: 1, rounds: 2 } };
let first: Awaited<ReturnType<typeof runSealed>>;
let records = "";
let gzBytes = 0;

beforeAll(async () => {
  first = await runSealed(settings);
  records = readFileSync(join(out, "records.jsonl"), "utf8");
  gzBytes = statSync(join(out, "calls.jsonl.gz")).size;
}, 60_000);

describe("runSealed: a completed simulated data run", () => {
  it("keeps its journal as calls.jsonl.gz only, hashed messages, one line a call", () => {
    expect(first.status).toBe("complete");
    expect(first.new_calls).toBeGreaterThanOrEqual(4 * (1 + 2 + 1 + 1)); // 4 agents x (pre + 2 rounds + post + full), more with re-asks
    expect(existsSync(join(out, "calls.jsonl"))).toBe(false);
    const lines = gunzipSync(readFileSync(join(out, "calls.jsonl.gz"))).toString("utf8").split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(first.new_calls);
    for (const l of lines) expect(JSON.parse(l).request.messages_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  // measured 2026-12-02: 68 bytes a call in the full hidden-profile data (455 hashed, not gzipped), 49 in phantom's
  it("is under 100 bytes a call, at least 4 times smaller than the hashed journal it replaces", () => {
    const plain = gunzipSync(readFileSync(join(out, "calls.jsonl.gz"))).length;
    expect(gzBytes / first.new_calls).toBeLessThan(100);
    expect(plain / gzBytes).toBeGreaterThan(4);
  });

  it("is read by the viewer through gunzip", () => {
    const { calls, skipped } = readCalls(join(out, "calls.jsonl"));
    expect([calls.length, skipped]).toEqual([first.new_calls, 0]);
  });

  it("is skipped by the next run with the same settings, and run again when they change", async () => {
    const again = await runSealed(settings);
    expect([again.status, again.new_calls, again.trials]).toEqual(["complete", 0, first.trials]);
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(records);
    expect(statSync(join(out, "calls.jsonl.gz")).size).toBe(gzBytes);
    const changed = await runSealed({ ...settings, protocolOptions: { sessions: 1, rounds: 1 } });
    expect(changed.status).toBe("complete");
    expect(changed.new_calls).toBeGreaterThanOrEqual(4 * (1 + 1 + 1 + 1));
    expect(readCalls(join(out, "calls.jsonl")).calls).toHaveLength(changed.new_calls); // the old journal went with the old settings
  }, 60_000);
});

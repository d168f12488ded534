// The size budget of `npm run reproduce` (issue 22, "a lighter main job"), guarded without timing.
// The simulated logs were ~1.1 GB, ~85% of it calls.jsonl: every call journaled its whole request, and a
// hidden-profile discussion's request repeats the conversation so far (quadratic in the rounds). The data
// scripts (scripts/data/) now journal each call's messages as their SHA-256 (`journalMessages: false`).
import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../src/paths.js";
import { loadHiddenProfileTasks } from "../../src/paradigms/hidden_profile/protocol/index.js";
import { runProtocol } from "../../src/runner/run-protocol.js";

const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => t.id === "hp-002");
const dir = mkdtempSync(join(tmpdir(), "gt-budget-"));
const bytes = (f: string) => statSync(f).size;
const lines = (f: string) => readFileSync(f, "utf8").split("\n").filter((l) => l !== "");
let calls = 0;

beforeAll(async () => {
  // one four-agent task, one session, T = 15 (the baseline design of scripts/data/hidden_profile.ts), journaled both ways
  for (const [name, journalMessages] of [["full", true], ["hashed", false]] as const) {
    const s = await runProtocol({ protocol: "hidden_profile", model: "sim:gpt-4.1-sim", out: join(dir, name), bank, seed: 0, protocolOptions: { sessions: 1 }, journalMessages });
    calls = s.new_calls;
  }
}, 60_000);

describe("reproduce budget: the journal of a simulated discussion", () => {
  it("journals every call without its messages, and the records are the same as with them", () => {
    const hashed = lines(join(dir, "hashed", "calls.jsonl")).map((l) => JSON.parse(l));
    expect(hashed).toHaveLength(calls);
    expect(calls).toBeGreaterThan(60); // 4 agents x (pre + 15 rounds + post + full)
    for (const c of hashed) {
      expect(c.request.messages).toBeUndefined();
      expect(c.request.messages_sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const strip = (f: string) => lines(f).map((l) => { const { run_id: _r, ...rest } = JSON.parse(l); return rest; });
    expect(strip(join(dir, "hashed", "records.jsonl"))).toEqual(strip(join(dir, "full", "records.jsonl")));
  });

  // measured 2026-12-01: 455 bytes a call hashed, 3,139 with the messages (6.9x); in the full data 3,540 a call
  it("a hashed journal is under 500 bytes a call and at least 5 times smaller than the full one", () => {
    const full = bytes(join(dir, "full", "calls.jsonl"));
    const hashed = bytes(join(dir, "hashed", "calls.jsonl"));
    expect(hashed / calls).toBeLessThan(500);
    expect(full / hashed).toBeGreaterThan(5);
  });
});

describe("reproduce budget: every data script seals its finished runs", () => {
  // measured 2026-12-02: data/sim 376 MB before the seal (calls.jsonl 169 MB), 237 MB after (calls.jsonl.gz 27 MB)
  it("each scripts/data/*.ts that runs the runner goes through runSealed (calls.jsonl gzipped once complete)", () => {
    const dataDir = projectPath("scripts", "data");
    for (const f of readdirSync(dataDir).filter((n) => n.endsWith(".ts") && n !== "sealed-run.ts")) {
      const src = readFileSync(join(dataDir, f), "utf8");
      const direct = /\brunProtocol\(/.test(src);
      expect({ file: f, direct }).toEqual({ file: f, direct: false });
    }
  });
});

describe("reproduce budget: every data script journals hashed messages", () => {
  it("each runProtocol call in scripts/data/*.ts passes journalMessages: false", () => {
    const dataDir = projectPath("scripts", "data");
    for (const f of readdirSync(dataDir).filter((n) => n.endsWith(".ts"))) {
      const src = readFileSync(join(dataDir, f), "utf8");
      const runs = (src.match(/await (runProtocol|run)\(\{/g) ?? []).length;
      const hashed = (src.match(/journalMessages: false/g) ?? []).length;
      expect({ file: f, hashed: hashed >= runs }).toEqual({ file: f, hashed: true });
    }
  });
});

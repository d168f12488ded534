/**
 * Clean stimuli (issue 10): each of the four protocols runs over HTTP through
 * an independent recording proxy in front of `groupthink sim serve`; not one
 * request may carry a marker a real model would read as part of the
 * experiment (bank ids, trial ids, condition/protocol/dataset/step names as
 * labels, gold labels, "round t of T", any word of groupthink or simulation),
 * and at least 90% of the trials must still be valid (the simulator
 * recognising requests by their content alone).
 *
 * PENDING lists the protocols whose prompts are not clean yet on this branch
 * (their helpers are cleaning them in parallel): their cases are expected to
 * fail (`it.fails`), so a protocol that becomes clean turns its case red until
 * it is taken off the list. `GT_CLEAN_STIMULI_ALL=1` runs every case as a
 * normal test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, projectPath } from "../../src/paths.js";
import { getProtocol } from "../../src/runner/protocols/registry.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { lines, tmp } from "./helpers.js";

/** Protocols whose prompts still carry markers on this branch (see the file comment). */
const PENDING: ReadonlySet<string> = new Set<string>([]);
const ALL = process.env.GT_CLEAN_STIMULI_ALL === "1";

/** Small runs: protocol, `--limit`, protocol options. */
const CASES: readonly { protocol: string; limit: number; options?: Record<string, unknown> }[] = [
  { protocol: "phantom", limit: 2 },
  { protocol: "panel", limit: 4 },
  { protocol: "hidden_profile", limit: 1 },
  { protocol: "judge", limit: 2 },
];

/** Label-like markers (case-insensitive where a model would read them so). */
const LABELS: readonly [string, RegExp][] = [
  ["Condition:", /\bcondition\s*:/i],
  ["Scenario ID", /\bscenario[ _-]?id\b/i],
  ["Item ID", /\bitem[ _-]?id\b/i],
  ["Task ID", /\btask[ _-]?id\b/i],
  ["Step:", /\bstep\s*:/i],
  ["Judge-Protocol", /judge-protocol/i],
  ["[groupthink", /\[groupthink/i],
  ["groupthink", /groupthink/i],
  ["simulat", /simulat/i],
  ["gold", /\bgold\b/i],
  ["round t of T", /\bround\s+\d+\s+(of|\/)\s+\d+\b/i],
  ["condition names", /\b(observed_public|neutral_public|explicit_vote|silent_peers|wrong_peers|senior_override)\b/],
  ["protocol names", /\b(hidden_profile|phantom[- ]consensus)\b/i],
];

const ID_KEYS = new Set(["id", "item_id", "task_id", "scenario_id", "pair_id", "dataset", "trial_id", "uuid"]);

/** Every id-like string value of a bank item (keys in ID_KEYS, at any depth). */
function idsOf(v: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(v)) for (const x of v) idsOf(x, out);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (ID_KEYS.has(k) && typeof x === "string" && x.length >= 4 && /[\d_-]/.test(x)) out.add(x);
      else idsOf(x, out);
    }
  }
  return out;
}

/** The markers found in one request's messages. */
function markersIn(text: string, ids: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const [name, re] of LABELS) if (re.test(text)) found.push(name);
  for (const id of ids) if (text.includes(id)) found.push(`id ${id}`);
  return found;
}

let sim: ChildProcess;
let simURL = "";
let proxy: Server;
let proxyURL = "";
const recorded: { body: Record<string, any> }[] = [];

beforeAll(async () => {
  const banks = CASES.map((c) => ["--scenarios", projectPath(getProtocol(c.protocol).defaultBank)]).flat();
  sim = spawn(process.execPath, ["--import", "tsx", join(PROJECT_ROOT, "test/runner/fixtures/cli-child.ts"), "sim", "serve", "--port", "0", ...banks], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"] });
  simURL = await new Promise<string>((resolve, reject) => {
    let buf = "";
    sim.stdout!.on("data", (d) => {
      buf += d;
      if (buf.includes("\n")) resolve(buf.trim());
    });
    sim.once("exit", (code) => reject(new Error(`sim serve exited ${code}`)));
  });
  // An independent recording proxy: records each request body, forwards it unchanged.
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      recorded.push({ body: JSON.parse(raw) });
      const r = await fetch(`${simURL}${(req.url ?? "").replace(/^\/v1/, "")}`, { method: req.method, headers: { "content-type": "application/json" }, body: raw });
      res.writeHead(r.status, { "content-type": "application/json" });
      res.end(await r.text());
    });
  });
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", () => r()));
  proxyURL = `http://127.0.0.1:${(proxy.address() as { port: number }).port}/v1`;
}, 60_000);

afterAll(async () => {
  sim?.kill("SIGINT");
  await new Promise<void>((r) => (proxy ? proxy.close(() => r()) : r()));
});

describe("clean stimuli over HTTP", () => {
  for (const c of CASES) {
    const pending = PENDING.has(c.protocol) && !ALL;
    (pending ? it.fails : it)(`${c.protocol}: no marker in any request, ≥ 90% of trials valid${pending ? " (PENDING: prompts not clean yet)" : ""}`, async () => {
      const protocol = getProtocol(c.protocol);
      const bankPath = projectPath(protocol.defaultBank);
      const ids = idsOf(protocol.loadBank(bankPath).slice(0, c.limit), new Set());
      const from = recorded.length;
      const out = tmp();
      const s = await runProtocol({ protocol: c.protocol, model: "typical", baseURL: proxyURL, apiKey: "not-needed", out, scenarios: bankPath, limit: c.limit, cache: false, protocolOptions: c.options });
      const mine = recorded.slice(from);
      expect(mine.length).toBeGreaterThan(0);
      const records = lines(join(out, "records.jsonl"));
      for (const r of records) if (typeof r.trial_id === "string") ids.add(r.trial_id);
      const bad: string[] = [];
      for (const [i, { body }] of mine.entries()) {
        const text = (body.messages as { content: string }[]).map((m) => m.content).join("\n");
        const found = markersIn(text, ids);
        if (found.length > 0) bad.push(`request ${i}: ${found.join(", ")}`);
      }
      expect(bad.slice(0, 10)).toEqual([]);
      const valid = records.filter((r) => r.parse_error === null || r.parse_error === undefined).length;
      expect(valid / s.planned).toBeGreaterThanOrEqual(0.9);
    }, 120_000);
  }

  it("the marker check itself finds what it must (a dirty request) and passes a clean one", () => {
    const ids = idsOf([{ id: "ph-001", task: { id: "gaia-001" }, dataset: "gt-conduct" }], new Set());
    expect([...ids].sort()).toEqual(["gaia-001", "gt-conduct", "ph-001"]);
    expect(markersIn("Task: phantom-consensus group decision\nScenario ID: ph-001\nCondition: observed_public", ids)).toEqual(["Condition:", "Scenario ID", "condition names", "protocol names", "id ph-001"]);
    expect(markersIn("[groupthink hidden_profile v1] Step: discuss 1/2, round 2 of 5; gold: block", ids)).toEqual(["Step:", "[groupthink", "groupthink", "gold", "round t of T", "protocol names"]);
    expect(markersIn("You are one of four reviewers. Three colleagues chose to block. What do you decide?", ids)).toEqual([]);
  });
});

import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { echoProtocol, echoResponder, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { readManifest } from "../../src/runner/manifest.js";
import { unsealCalls } from "../../src/runner/unseal-calls.js";
import { countingEchoClient, tmp } from "./helpers.js";

const base = { protocol: echoProtocol, model: "sim:typical", simResponders: [echoResponder] } as const;

/** Seal a finished run folder as scripts/data/sealed-run.ts does: calls.jsonl → calls.jsonl.gz. */
function seal(dir: string): void {
  writeFileSync(join(dir, "calls.jsonl.gz"), gzipSync(readFileSync(join(dir, "calls.jsonl"))));
  rmSync(join(dir, "calls.jsonl"));
}

describe("a sealed run folder (calls.jsonl.gz) opened by the runner", () => {
  it("unsealCalls restores calls.jsonl byte for byte, once, and leaves a plain journal alone", () => {
    const d = tmp();
    writeFileSync(join(d, "calls.jsonl"), '{"job":"j1"}\n{"job":"j2"}\n');
    const before = readFileSync(join(d, "calls.jsonl"));
    expect(unsealCalls(d)).toBe(false); // plain journal: nothing to do
    seal(d);
    expect(unsealCalls(d)).toBe(true);
    expect(readFileSync(join(d, "calls.jsonl")).equals(before)).toBe(true);
    expect(existsSync(join(d, "calls.jsonl.gz"))).toBe(false);
    expect(unsealCalls(d)).toBe(false);
  });

  it("a re-run of a sealed complete run asks no call and keeps the manifest's call count", async () => {
    const out = tmp();
    const first = await runProtocol({ ...base, out, bank: generateEchoBank(4) });
    const calls = readManifest(out)!.counts.calls;
    expect(calls).toBe(36);
    seal(out);
    const client = countingEchoClient();
    const again = await runProtocol({ ...base, out, bank: generateEchoBank(4), client });
    expect(client.calls).toBe(0);
    expect(again.run_id).toBe(first.run_id);
    expect(readManifest(out)!.counts.calls).toBe(36);
    expect(readFileSync(join(out, "calls.jsonl"), "utf8").split("\n").filter(Boolean)).toHaveLength(36);
  });

  it("a sealed run cut short replays its gzipped calls instead of asking them again", async () => {
    const out = tmp();
    const ref = tmp();
    await runProtocol({ ...base, out: ref, bank: generateEchoBank(5) });
    await runProtocol({ ...base, out, bank: generateEchoBank(5) });
    const recPath = join(out, "records.jsonl");
    const recs = readFileSync(recPath, "utf8").split("\n").filter(Boolean);
    writeFileSync(recPath, recs.slice(0, 27).join("\n") + "\n"); // the last two jobs' records lost, their calls journaled
    seal(out);
    const client = countingEchoClient();
    const s = await runProtocol({ ...base, out, bank: generateEchoBank(5), client });
    expect(s.jobs).toEqual({ planned: 5, skipped: 3, run: 2 });
    expect(client.calls).toBe(0);
    expect(readFileSync(recPath, "utf8")).toBe(readFileSync(join(ref, "records.jsonl"), "utf8"));
  });
});

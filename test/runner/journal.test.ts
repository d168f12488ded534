import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openAppendLog, readRepairing } from "../../src/runner/append-log.js";
import { openJournal } from "../../src/runner/journal.js";
import { DataError } from "../../src/errors.js";
import { tmp } from "./helpers.js";

describe("append log and journal", () => {
  it("drops and cuts a torn last line, keeps the complete ones", () => {
    const p = join(tmp(), "calls.jsonl");
    writeFileSync(p, '{"a":1}\n{"a":2}\n{"a":');
    const { log, entries, tornBytes } = openAppendLog(p);
    expect(entries).toEqual([{ a: 1 }, { a: 2 }]);
    expect(tornBytes).toBe(5);
    log.append({ a: 3 });
    log.close();
    expect(readFileSync(p, "utf8")).toBe('{"a":1}\n{"a":2}\n{"a":3}\n');
  });

  it("a damaged line before the last is a DataError naming file and line", () => {
    const p = join(tmp(), "records.jsonl");
    writeFileSync(p, '{"a":1}\nnot json\n{"a":2}\n');
    expect(() => readRepairing(p)).toThrow(DataError);
    expect(() => readRepairing(p)).toThrow(/records\.jsonl:2: -:/);
  });

  it("knows completed trials, replays journaled calls of pending jobs, refuses a live lock", () => {
    const dir = tmp();
    appendFileSync(join(dir, "records.jsonl"), JSON.stringify({ protocol: "panel", trial_id: "x1", parse_error: "bad" }) + "\n");
    const reply = { content: "hi", finish_reason: "stop", logprobs: null, usage: { prompt_tokens: 2, completion_tokens: 1 }, simulated: true, cached: false, latency_ms: 1 };
    appendFileSync(join(dir, "calls.jsonl"), JSON.stringify({ job: "j1", key: "k", reply }) + "\n" + JSON.stringify({ job: "j2", key: "k", reply }) + "\n");
    const j = openJournal(dir);
    expect(j.completed.has("x1")).toBe(true);
    expect(j.parseFailures).toBe(1);
    j.loadCalls(new Set(["j2"]));
    expect(j.callsOf("j1")).toBeUndefined();
    expect(j.callsOf("j2")?.get("k")).toEqual(reply);
    expect(j.totals).toEqual({ calls: 2, cache_hits: 0, prompt_tokens: 4, completion_tokens: 2, simulated: 2 });
    writeFileSync(join(dir, ".lock"), String(process.ppid));
    expect(() => openJournal(dir)).toThrow(/in use by process/);
    j.close();
  });
});

describe("journal: replaced records", () => {
  it("replaceRecords rewrites records.jsonl with each replaced record in its old place and recounts parse failures", () => {
    const dir = tmp();
    const j = openJournal(dir);
    const rec = (id: string, pe: string | null) => ({ protocol: "phantom", trial_id: id, parse_error: pe }) as never;
    j.appendRecords([rec("a", null), rec("b", "no label"), rec("c", "no label")]);
    expect(j.parseFailures).toBe(2);
    j.replaceRecords(new Map([["b", rec("b", null)]]));
    expect(j.parseFailures).toBe(1);
    j.appendRecords([rec("d", null)]);
    j.close();
    const ids = readFileSync(`${dir}/records.jsonl`, "utf8").trim().split("\n").map((l) => [JSON.parse(l).trial_id, JSON.parse(l).parse_error]);
    expect(ids).toEqual([["a", null], ["b", null], ["c", "no label"], ["d", null]]);
    const again = openJournal(dir);
    expect([...again.unparsed]).toEqual(["c"]);
    again.close();
  });
});

describe("journal: { messages: false } (large simulated runs, scripts/data/)", () => {
  it("writes the request without its messages, with their SHA-256, and still tells a changed conversation", () => {
    const dir = tmp();
    const reply = { content: "ok", finish_reason: "stop", logprobs: null, usage: { prompt_tokens: 5, completion_tokens: 1 }, simulated: true, cached: false, latency_ms: 0 };
    const messages = [{ role: "user", content: "hi" }];
    const j = openJournal(dir, { messages: false });
    j.loadCalls(new Set(["j1"]));
    j.appendCall({ job: "j1", key: "a0:pre", request: { model: "sim:typical", messages, seed: 3 }, reply });
    // sha256 of '[{"role":"user","content":"hi"}]' (echo -n ... | sha256sum)
    const sha = "b03d228fdf33e7c81a9a7ea3eadadcf2cdcb98823fe93c669b8f0db42e0fa8a0";
    expect(j.messagesHashOf("j1", "a0:pre")).toBe(sha);
    expect(j.totals.calls).toBe(1);
    j.close();
    const line = JSON.parse(readFileSync(join(dir, "calls.jsonl"), "utf8"));
    expect(line).toEqual({ job: "j1", key: "a0:pre", request: { model: "sim:typical", seed: 3, messages_sha256: sha }, reply });
    // reopened (a resumed run): the stored hash is what a stale-conversation check compares with
    const again = openJournal(dir);
    again.loadCalls(new Set(["j1"]));
    expect(again.messagesHashOf("j1", "a0:pre")).toBe(sha);
    expect(again.callsOf("j1")?.get("a0:pre")).toEqual(reply);
    again.close();
  });
});

describe("journal: a call line built around the request's JSON text as sent (issue 22)", () => {
  it("is byte for byte JSON.stringify(entry), with the messages journaled; with { messages: false } the hash as before", () => {
    const reply = { content: 'say "hi"\n', finish_reason: "stop", logprobs: null, usage: { prompt_tokens: 5, completion_tokens: 1 }, simulated: true, cached: false, latency_ms: 1.5, seed: undefined };
    const entry = { job: "j\"1", key: "r1:a0", request: { model: "m", messages: [{ role: "user", content: "é \u2028 \"q\"" }], seed: 3, max_tokens: 5 }, reply };
    const lines: string[] = [];
    for (const messages of [true, false]) {
      for (const withJson of [false, true]) {
        const dir = tmp();
        const j = openJournal(dir, { messages });
        j.loadCalls(new Set(["j\"1"]));
        j.appendCall(entry, withJson ? JSON.stringify(entry.request) : undefined);
        j.close();
        lines.push(readFileSync(join(dir, "calls.jsonl"), "utf8"));
      }
    }
    expect(lines[0]).toBe(JSON.stringify(entry) + "\n");
    expect(lines[1]).toBe(lines[0]);
    expect(lines[3]).toBe(lines[2]);
    expect(JSON.parse(lines[2]).request).toEqual({ model: "m", seed: 3, max_tokens: 5, messages_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});

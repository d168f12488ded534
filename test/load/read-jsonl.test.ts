import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataError } from "../../src/errors.js";
import { assertReadable, parseJsonLine, readJsonl, type JsonLine } from "../../src/load/read-jsonl.js";

const dir = mkdtempSync(join(tmpdir(), "gt-read-jsonl-"));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}
async function all(path: string): Promise<JsonLine[]> {
  const out: JsonLine[] = [];
  for await (const l of readJsonl(path)) out.push(l);
  return out;
}
async function failure(p: Promise<unknown>): Promise<DataError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(DataError);
    return e as DataError;
  }
  throw new Error("expected a DataError");
}

describe("readJsonl(file)", () => {
  it("yields each line parsed with its 1-based line number", async () => {
    expect(await all(file("a.jsonl", '{"a":1}\n{"a":2}\n'))).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, value: { a: 2 } },
    ]);
  });

  it("drops a leading UTF-8 BOM", async () => {
    expect(await all(file("bom.jsonl", '\uFEFF{"a":1}\n'))).toEqual([{ line: 1, value: { a: 1 } }]);
  });

  it("accepts CRLF line ends and a last line without a newline", async () => {
    expect(await all(file("crlf.jsonl", '{"a":1}\r\n{"b":"x"}\r\n{"c":3}'))).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, value: { b: "x" } },
      { line: 3, value: { c: 3 } },
    ]);
  });

  it("skips blank and whitespace-only lines but keeps counting them", async () => {
    expect(await all(file("blank.jsonl", '\n{"a":1}\n   \n\t\n{"a":2}\n\n'))).toEqual([
      { line: 2, value: { a: 1 } },
      { line: 5, value: { a: 2 } },
    ]);
  });

  it("yields nothing for an empty file", async () => {
    expect(await all(file("empty.jsonl", ""))).toEqual([]);
  });

  it("names file and line of a truncated line, with the reason", async () => {
    const p = file("trunc.jsonl", '{"a":1}\n{"a":2,"b":"unfinish');
    const e = await failure(all(p));
    expect(e.file).toBe(p);
    expect(e.line).toBe(2);
    expect(e.field).toBe("-");
    expect(e.reason).toMatch(/^not valid JSON \(truncated line\?\): /);
    expect(e.message.startsWith(`${p}:2: -: not valid JSON (truncated line?)`)).toBe(true);
  });

  it("reports a line that is not JSON (no truncation hint when it ends in })", async () => {
    const e = await failure(all(file("bad.jsonl", '{"a":1}\n{a:1}\n')));
    expect(e.line).toBe(2);
    expect(e.reason).toMatch(/^not valid JSON: /);
  });

  it("throws DataError at line 0 for a missing or unreadable file", async () => {
    const missing = join(dir, "nope.jsonl");
    const e = await failure(all(missing));
    expect(e.message).toBe(`${missing}:0: -: cannot read file (ENOENT)`);
    if (process.getuid?.() !== 0) {
      const p = file("locked.jsonl", '{"a":1}\n');
      chmodSync(p, 0o000);
      const e2 = await failure(all(p));
      expect(e2.reason).toBe("cannot read file (EACCES)");
    }
  });
});

describe("parseJsonLine(text, file, line)", () => {
  it("parses one line or throws FILE:LINE: -: reason", () => {
    expect(parseJsonLine('{"x":[1,2]}', "f.jsonl", 3)).toEqual({ x: [1, 2] });
    expect(() => parseJsonLine("[1,", "f.jsonl", 3)).toThrow(/^f\.jsonl:3: -: not valid JSON \(truncated line\?\)/);
  });
});

describe("assertReadable(file)", () => {
  it("resolves for a readable file, rejects with a DataError otherwise", async () => {
    await expect(assertReadable(file("ok.jsonl", "{}"))).resolves.toBeUndefined();
    const e = await failure(assertReadable(join(dir, "missing")));
    expect(e.line).toBe(0);
  });
});

describe("readJsonl(file): strict UTF-8 and folders", () => {
  it("rejects invalid UTF-8 with its line and byte, never U+FFFD", async () => {
    const p = join(dir, "bad-utf8.jsonl");
    writeFileSync(p, Buffer.concat([Buffer.from('{"a":"ok"}\n{"a":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')]));
    const e = await failure(all(p));
    expect(e.message).toBe(`${p}:2: -: invalid UTF-8 at byte 7 of the line (0xc3)`);
  });
  it("keeps valid multi-byte text, split across read chunks", async () => {
    const text = "é漢🙂".repeat(30_000);
    const p = file("multibyte.jsonl", JSON.stringify({ t: text }) + "\n");
    expect((await all(p))[0].value).toEqual({ t: text });
  });
  it("reads lines across 1 MiB reads exactly as a whole-file split: straddling two reads, spanning three", async () => {
    const MiB = 1 << 20;
    for (const seed of [1, 2, 3]) {
      // deterministic line lengths (a small LCG), blank lines and \r\n among them, multi-byte text throughout
      let x = seed;
      const rand = (n: number) => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n);
      const parts: string[] = [];
      let bytes = 0;
      while (bytes < 3.5 * MiB) {
        const len = rand(10) === 0 ? 1.2 * MiB : 50 + rand(40_000); // now and then a line longer than a read
        const kind = rand(12);
        const line = kind === 0 ? "" : JSON.stringify({ i: parts.length, t: "é漢🙂x".repeat(Math.floor(len / 10)) });
        const piece = line + (kind === 1 ? "\r\n" : "\n");
        parts.push(piece);
        bytes += Buffer.byteLength(piece);
      }
      const text = parts.join("");
      const p = file(`reads-${seed}.jsonl`, text);
      const expected = text.split("\n").map((l, i) => ({ line: i + 1, l: l.replace(/\r$/, "") })).filter((r) => r.l !== "").map((r) => ({ line: r.line, value: JSON.parse(r.l) }));
      expect(await all(p)).toEqual(expected);
    }
  });
  it("a read's last byte a line end, and a bad line straddling two reads, keep their line numbers", async () => {
    const MiB = 1 << 20;
    const first = '{"t":"' + "a".repeat(MiB - 9) + '"}'; // with its "\n": exactly the first read
    expect(Buffer.byteLength(first + "\n")).toBe(MiB);
    const straddle = Buffer.concat([Buffer.from('{"t":"' + "b".repeat(MiB - 20)), Buffer.from([0xff]), Buffer.from("c".repeat(40) + '"}')]);
    const p = join(dir, "boundary.jsonl");
    writeFileSync(p, Buffer.concat([Buffer.from(first + "\n"), straddle, Buffer.from('\n{"a":3}\n')]));
    const errs: string[] = [];
    const out: JsonLine[] = [];
    for await (const l of readJsonl(p, { onLineError: (e) => errs.push(e.message) })) out.push(l);
    expect(out.map((l) => l.line)).toEqual([1, 3]);
    expect(out[1].value).toEqual({ a: 3 });
    expect(errs).toEqual([`${p}:2: -: invalid UTF-8 at byte ${MiB - 13} of the line (0xff)`]);
  });
  it("collects bad lines through onLineError and goes on", async () => {
    const p = join(dir, "mixed.jsonl");
    writeFileSync(p, Buffer.concat([Buffer.from('{"a":1}\n{"a":\n'), Buffer.from([0xff]), Buffer.from('\n{"a":4}\n')]));
    const errs: string[] = [];
    const out: JsonLine[] = [];
    for await (const l of readJsonl(p, { onLineError: (e) => errs.push(e.message) })) out.push(l);
    expect(out.map((l) => l.line)).toEqual([1, 4]);
    expect(errs).toEqual([`${p}:2: -: not valid JSON (truncated line?): ${errs[0].split("(truncated line?): ")[1]}`, `${p}:3: -: invalid UTF-8 at byte 1 of the line (0xff)`]);
  });
  it("a folder is a clean DataError, not EISDIR", async () => {
    const e = await failure(all(dir));
    expect(e.message).toMatch(/:0: -: is a folder, not a log file/);
  });
});

describe("firstInvalidUtf8(bytes)", () => {
  it("finds overlongs, surrogates, truncations and out-of-range code points", async () => {
    const { firstInvalidUtf8 } = await import("../../src/load/read-jsonl.js");
    expect(firstInvalidUtf8(Buffer.from("aé漢🙂"))).toBe(-1);
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0xc0, 0xaf]))).toBe(1); // overlong "/"
    expect(firstInvalidUtf8(Uint8Array.from([0xed, 0xa0, 0x80]))).toBe(0); // UTF-16 surrogate
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0x62, 0xe6, 0xbc]))).toBe(2); // truncated
    expect(firstInvalidUtf8(Uint8Array.from([0xf4, 0x90, 0x80, 0x80]))).toBe(0); // > U+10FFFF
  });
});

describe("readJsonlTextBatches(file): the lines, unparsed, a batch at a time", () => {
  it("yields exactly the non-blank lines of a whole-file split (random text: ASCII, multi-byte, CRLF, BOM, blank lines), batches of at most 64 Ki characters plus one line", async () => {
    const { readJsonlTextBatches } = await import("../../src/load/read-jsonl.js");
    for (const seed of [1, 2, 3, 4]) {
      let x = seed;
      const rand = (n: number) => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n);
      const alphabet = Array.from(seed % 2 === 0 ? "abc {}\":," : "abé漢🙂 \u00a0"); // code points
      const parts: string[] = [seed === 3 ? "\uFEFF{\"bom\":1}\n" : ""];
      let bytes = 0;
      while (bytes < 2.5 * (1 << 20)) {
        const len = rand(20) === 0 ? 300_000 : rand(3000);
        let line = "";
        for (let i = 0; i < len; i++) line += alphabet[rand(alphabet.length)];
        if (rand(10) === 0) line = rand(2) === 0 ? "" : "  \t";
        const piece = line + (rand(5) === 0 ? "\r\n" : "\n");
        parts.push(piece);
        bytes += Buffer.byteLength(piece);
      }
      const text = parts.join("");
      const p = file(`text-batches-${seed}.jsonl`, text);
      const expected = text.split("\n")
        .map((l, i) => ({ line: i + 1, text: (i === 0 ? l.replace(/^\uFEFF/, "") : l).replace(/\r$/, "") }))
        .filter((r) => r.text.trim() !== "");
      const got: { line: number; text: string }[] = [];
      for await (const batch of readJsonlTextBatches(p)) {
        expect(batch.length).toBeGreaterThan(0);
        const chars = batch.reduce((s, l) => s + l.text.length, 0);
        expect(chars - batch[batch.length - 1].text.length).toBeLessThan(1 << 16);
        got.push(...batch);
      }
      expect(got).toEqual(expected);
    }
  });
  it("a line with invalid UTF-8 ends the batch before it, then is reported (thrown, or to onLineError and on)", async () => {
    const { readJsonlTextBatches } = await import("../../src/load/read-jsonl.js");
    const p = join(dir, "text-bad-utf8.jsonl");
    writeFileSync(p, Buffer.concat([Buffer.from('{"a":1}\n{"a":2}\n{"a":"'), Buffer.from([0xe2, 0x28, 0xa1]), Buffer.from('"}\n\n{"a":5}\n')]));
    const seen: string[] = [];
    for await (const batch of readJsonlTextBatches(p, { onLineError: (e) => seen.push(`error ${e.line}`) })) seen.push(`batch ${batch.map((l) => l.line).join(",")}`);
    expect(seen).toEqual(["batch 1,2", "error 3", "batch 5"]);
    const before: number[] = [];
    const e = await failure((async () => {
      for await (const batch of readJsonlTextBatches(p)) before.push(...batch.map((l) => l.line));
    })());
    expect(before).toEqual([1, 2]);
    expect(e.message).toBe(`${p}:3: -: invalid UTF-8 at byte 7 of the line (0xe2)`);
  });
  it("leaves the text unparsed: a line that is not JSON is the caller's to report", async () => {
    const { readJsonlTextBatches } = await import("../../src/load/read-jsonl.js");
    const batches = [];
    for await (const b of readJsonlTextBatches(file("text-not-json.jsonl", '{"a":1}\n{a:\n'))) batches.push(b);
    expect(batches).toEqual([[{ line: 1, text: '{"a":1}' }, { line: 2, text: "{a:" }]]);
  });
});

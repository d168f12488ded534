import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashPath, sha256Hex, stableStringify } from "../../src/runner/hash.js";

describe("stableStringify(value)", () => {
  it("sorts object keys recursively and keeps array order", () => {
    expect(stableStringify({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });
  it("drops undefined members and writes undefined array slots as null, as JSON.stringify does", () => {
    expect(stableStringify({ a: undefined, b: [undefined, 1] })).toBe(JSON.stringify({ a: undefined, b: [undefined, 1] }));
    expect(stableStringify(undefined)).toBe("null");
  });
});

describe("sha256Hex(data)", () => {
  it("matches the FIPS 180-2 'abc' vector", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex(Buffer.from("abc"))).toBe(sha256Hex("abc"));
  });
});

describe("hashPath(path)", () => {
  it("is null for a missing path, stable for a directory, and changes with a file's content or name", () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-hash-"));
    expect(hashPath(join(dir, "missing"))).toBeNull();
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "sub", "a.json"), "1");
    writeFileSync(join(dir, "b.json"), "2");
    const h = hashPath(dir);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashPath(dir)).toBe(h);
    writeFileSync(join(dir, "b.json"), "3");
    expect(hashPath(dir)).not.toBe(h);
  });
});

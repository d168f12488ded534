// The run's parsed protocol options reach Protocol.loadBank (panel's --format picks the reader).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cli } from "../../src/cli/main.js";
import { hasPublic, publicPath } from "../public-data.js";

const XSTEST = publicPath("xstest/xstest_prompts.csv");

describe("protocol options reach loadBank", () => {
  afterEach(() => vi.restoreAllMocks());
  it.skipIf(!hasPublic("xstest/xstest_prompts.csv"))("panel --format xstest reads XSTest as published; --format toxichat on the same file is bad input naming it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-format-"));
    const err: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
    expect(await cli(["run", "panel", "--model", "sim:typical", "--scenarios", XSTEST, "--format", "xstest", "--limit", "2", "--out", join(dir, "ok"), "--json"])).toBe(0);
    const recs = readFileSync(join(dir, "ok", "records.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { dataset: string });
    expect(new Set(recs.map((r) => r.dataset))).toEqual(new Set(["xstest"]));
    err.length = 0;
    expect(await cli(["run", "panel", "--model", "sim:typical", "--scenarios", XSTEST, "--format", "toxichat", "--limit", "2", "--out", join(dir, "bad"), "--json"])).toBe(1);
    expect(err.join("")).toMatch(/xstest_prompts\.csv:1: -: bank holds no item/);
  });
});

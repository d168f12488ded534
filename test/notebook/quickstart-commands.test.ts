import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "../../src/cli/main.js";

// Every `npx groupthink …` command notebook 00 prints, run as printed from the project folder
// (only an --out FILE is redirected into a temporary folder, so the test writes nothing here).
const source = readFileSync("notebooks/src/00-quickstart.ts", "utf8");
const commands = [...source.matchAll(/^\/\/ npx groupthink (.+)$/gm)].map((m) => m[1].trim().split(/\s+/));
const dir = mkdtempSync(join(tmpdir(), "gt-nb00-"));
afterEach(() => vi.restoreAllMocks());

describe("notebook 00's printed commands", () => {
  it("are there", () => {
    expect(commands.map((c) => c.slice(0, 2).join(" "))).toEqual(["validate data/samples/phantom-sample.jsonl", "metrics phantom", "export data/samples/phantom-sample.jsonl", "export data/samples/phantom-sample.jsonl", "report data/samples/phantom-sample.jsonl"]);
  });
  it.each(commands.map((c) => [c.join(" "), c] as const))("groupthink %s exits 0", async (_name, argv) => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const args = argv.map((a, i) => (argv[i - 1] === "--out" ? join(dir, a) : a));
    expect(await cli(args)).toBe(0);
  });
});

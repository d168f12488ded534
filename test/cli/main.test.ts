import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMANDS, cli, loadParadigms } from "../../src/cli/main.js";

await loadParadigms(); // the paradigm folders' commands join COMMANDS

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PHANTOM = join(ROOT, "data/samples/phantom-sample.jsonl");
const JUDGE = join(ROOT, "test/fixtures/metrics/judge/judge-fit-records.jsonl");
const PANEL = join(ROOT, "test/fixtures/reference-panel/hand.jsonl");
const HP = join(ROOT, "test/fixtures/reference/hidden-edge.jsonl");

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
  return { out: () => out.join(""), err: () => err.join("") };
}
afterEach(() => vi.restoreAllMocks());

describe("groupthink --version / --help", () => {
  it("--version prints the package version", async () => {
    const io = capture();
    expect(await cli(["--version"])).toBe(0);
    expect(io.out()).toBe(`${JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version}\n`);
  });
  for (const c of COMMANDS) {
    if (c.words[0] === "run") continue; // `run --help` belongs to the runner (protocol options)
    it(`${c.words.join(" ")} --help is multi-line: usage, options with defaults, exit codes, an example`, async () => {
      const io = capture();
      expect(await cli([...c.words, "--help"])).toBe(0);
      const h = io.out();
      expect(h.startsWith(`usage: groupthink ${c.words.join(" ")}`)).toBe(true);
      expect(h).toMatch(/\noptions:\n/);
      expect(h).toMatch(/\nexit status:\n {2}0 /);
      expect(h).toMatch(/\nexamples?:\n {2}\$ groupthink /);
      expect(h).toContain("--debug");
      expect(h.split("\n").length).toBeGreaterThan(8);
    });
  }
  it("analysis helps state their defaults", async () => {
    const io = capture();
    await cli(["metrics", "phantom", "--help"]);
    expect(io.out()).toMatch(/--bootstrap B\s+\(default 10000\)/);
    expect(io.out()).toMatch(/--seed S\s+\(default 0\)/);
  });
});

describe("groupthink: one clear line per failure", () => {
  it("a usage error names the option, exit 2, no stack", async () => {
    const io = capture();
    expect(await cli(["metrics", "phantom", PHANTOM, "-j"])).toBe(2);
    expect(io.err()).toMatch(/^groupthink metrics phantom: unknown option -j/);
    expect(io.err()).not.toMatch(/\n\s+at /);
    expect(io.out()).toBe("");
  });
  for (const [opt, v] of [["--seed", "-1"], ["--seed", "1.5"], ["--seed", "0x10"], ["--bootstrap", "-1"], ["--bootstrap", "2.5"], ["--bootstrap", "0x10"]]) {
    it(`metrics phantom ${opt} ${v} is a usage error`, async () => {
      const io = capture();
      expect(await cli(["metrics", "phantom", PHANTOM, opt, v])).toBe(2);
      expect(io.err().split("\n")[0]).toContain(`option ${opt} expects`);
      expect(io.out()).toBe("");
    });
  }
  it("an internal error names the command and says to rerun with --debug; --debug shows the stack", async () => {
    const mod = await import("../../src/cli/validate.js");
    const spy = vi.spyOn(mod, "main").mockRejectedValue(new TypeError("boom"));
    let io = capture();
    // The dispatcher imports the module by URL; vitest shares the instance, so the spy is seen.
    const code = await cli(["validate", PHANTOM]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(code).toBe(1);
    expect(io.err()).toBe("groupthink validate: internal error: TypeError: boom (rerun with --debug for the stack trace)\n");
    vi.restoreAllMocks();
    vi.spyOn(mod, "main").mockRejectedValue(new TypeError("boom"));
    io = capture();
    expect(await cli(["validate", PHANTOM, "--debug"])).toBe(1);
    expect(io.err()).toMatch(/^groupthink validate: internal error: TypeError: boom\n\s+at /);
  });
  it("an operating-system error is one line with its code", async () => {
    const io = capture();
    const dir = mkdtempSync(join(tmpdir(), "gt-main-"));
    writeFileSync(join(dir, "a-file"), "");
    expect(await cli(["judge", "corpus", "--out", join(dir, "a-file", "c.jsonl"), "--n", "10"])).toBe(1);
    expect(io.err().trimEnd().split("\n")).toHaveLength(1);
    expect(io.err()).toMatch(/^groupthink judge corpus: .*\((ENOTDIR|EEXIST)\)\n$/);
  });
});

describe("analysis commands on a log of another protocol (issue 17)", () => {
  const cases: [string[], string, string][] = [
    [["metrics", "phantom"], PANEL, "no phantom records in"],
    [["metrics", "hidden_profile"], PHANTOM, "no hidden_profile records in"],
    [["metrics", "panel"], PHANTOM, "no panel records in"],
    [["fit", "judge"], PHANTOM, "no judge records in"],
  ];
  for (const [words, log, msg] of cases) {
    it(`${words.join(" ")} on another protocol's log exits 1 with a clear line`, async () => {
      const io = capture();
      expect(await cli([...words, log, "--json"])).toBe(1);
      expect(io.out()).toBe("");
      const found = log === PHANTOM ? "phantom" : "panel";
      expect(io.err()).toBe(`${msg} ${log} (found: ${found})\n`);
    });
  }
  it("filter score on a non-judge log exits 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-filter-"));
    const filter = join(dir, "f.json");
    let io = capture();
    // the sample is too small for a filter that keeps its promise, so it is saved with --force
    expect(await cli(["fit", "judge", JUDGE, "--json", "--target-precision", "0.3", "--save", filter, "--force"])).toBe(0);
    vi.restoreAllMocks();
    io = capture();
    expect(await cli(["filter", "score", filter, PHANTOM, "--json"])).toBe(1);
    expect(io.out()).toBe("");
    // filter score reads only uuid and clusters (no label fields), so its reader names the first non-judge line
    expect(io.err()).toMatch(new RegExp(`^${PHANTOM.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:1: protocol: "phantom" is not a judge trajectory`));
  });
});

describe("metrics on a run folder equal metrics on its records file", () => {
  const exp = mkdtempSync(join(tmpdir(), "gt-exp-"));
  mkdirSync(join(exp, "run-a"));
  copyFileSync(PHANTOM, join(exp, "run-a", "records.jsonl"));
  const run = async (args: string[]) => {
    const io = capture();
    const code = await cli(args);
    vi.restoreAllMocks();
    return { code, out: io.out(), err: io.err() };
  };
  it("phantom: file, run folder and experiment folder give the same document", async () => {
    const a = await run(["metrics", "phantom", PHANTOM, "--bootstrap", "50", "--json"]);
    const b = await run(["metrics", "phantom", join(exp, "run-a"), "--bootstrap", "50", "--json"]);
    const c = await run(["metrics", "phantom", exp, "--bootstrap", "50", "--json"]);
    expect(a.code).toBe(0);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });
  it("hidden_profile and panel too", async () => {
    for (const [words, file] of [[["metrics", "hidden_profile"], HP], [["metrics", "panel"], PANEL]] as const) {
      const d = mkdtempSync(join(tmpdir(), "gt-run-"));
      writeFileSync(join(d, "records.jsonl"), readFileSync(file));
      const a = await run([...words, file, "--json", ...(words[1] === "panel" ? ["--bootstrap", "0"] : [])]);
      const b = await run([...words, d, "--json", ...(words[1] === "panel" ? ["--bootstrap", "0"] : [])]);
      expect(a.code, a.err).toBe(0);
      expect(b).toEqual(a);
    }
  });
});

describe("--seed is checked by every analysis command (issue 17)", () => {
  const cmds: string[][] = [
    ["validate", PHANTOM], ["metrics", "phantom", PHANTOM], ["metrics", "panel", PANEL], ["metrics", "hidden_profile", HP],
    ["fit", "judge", JUDGE], ["filter", "score", "f.json", JUDGE], ["scenarios", "validate"],
  ];
  for (const c of cmds) {
    for (const v of ["-1", "1.5", "0x10"]) {
      it(`${c.slice(0, 2).join(" ")} --seed ${v} → exit 2`, async () => {
        const io = capture();
        expect(await cli([...c, "--seed", v])).toBe(2);
        expect(io.out()).toBe("");
        expect(io.err()).toMatch(/option --seed expects/);
      });
    }
  }
});

describe("terminal escapes in model names never reach the terminal raw (issue 17)", () => {
  it("metrics phantom table and its headers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-esc-"));
    const p = join(dir, "evil.jsonl");
    const evil = "m\u001b]0;TITLE\u0007\u001b[2J";
    writeFileSync(p, readFileSync(PHANTOM, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.stringify({ ...JSON.parse(l), model: evil })).join("\n") + "\n");
    const io = capture();
    expect(await cli(["metrics", "phantom", p, "--bootstrap", "0"])).toBe(0);
    expect(io.out()).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(io.out()).toContain("m\\x1b]0;TITLE\\x07\\x1b[2J");
  });
});

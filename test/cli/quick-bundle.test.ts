/**
 * The quick path (issue 22): a light command run through its bundle (bin/groupthink.js → dist/quick/NAME.js,
 * written by scripts/bundle-cli.mjs in `npm run build`) prints exactly what the same command prints through
 * the dist/ modules one by one (the fallback when the bundles are absent), and finds the project's files
 * (the shipped phantom bank through projectPath) from inside the bundle.
 * Needs the build (`npm run build`; `npm test` builds first).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../src/paths.js";

const hasQuick = existsSync(projectPath("dist", "quick", "index.js"));
if (!hasQuick) console.warn("test/cli/quick-bundle.test.ts: skipped: run `npm run build` first");

const sample = projectPath("data", "samples", "phantom-sample.jsonl");
const parquet = join(mkdtempSync(join(tmpdir(), "gt-quick-")), "phantom.parquet"); // written in beforeAll
const viaBin = (args: string[]) => spawnSync(process.execPath, [projectPath("bin", "groupthink.js"), ...args], { cwd: projectPath(), encoding: "utf8", timeout: 120_000 });
const viaDist = (args: string[]) => spawnSync(process.execPath, ["--input-type=module", "-e",
  `const { cli } = await import(${JSON.stringify(new URL(`file://${projectPath("dist", "cli", "main.js")}`).href)}); process.exitCode = await cli(JSON.parse(process.argv[1]));`, JSON.stringify(args)],
{ cwd: projectPath(), encoding: "utf8", timeout: 120_000 });

describe.skipIf(!hasQuick)("the bundled quick path", () => {
  it("lists every light command with its bundle", async () => {
    const { LIGHT } = (await import(new URL(`file://${projectPath("dist", "quick", "index.js")}`).href)) as { LIGHT: [string[], string][] };
    const words = LIGHT.map(([w]) => w.join(" "));
    for (const w of ["metrics phantom", "metrics panel", "metrics hidden_profile", "fit judge"]) expect(words).toContain(w);
    for (const [, file] of LIGHT) expect(existsSync(projectPath("dist", "quick", file))).toBe(true);
    // a bundle holds its command's modules, not the full registry
    expect(readFileSync(projectPath("dist", "quick", "metrics-phantom.js"), "utf8")).not.toMatch(/^\/\/ dist\/paradigms\/registry\.js$/m);
  });

  beforeAll(() => {
    // the Parquet log the last case reads (export is not a light command: it runs from dist/)
    const r = viaBin(["export", sample, "--format", "parquet", "--out", parquet]);
    if (r.status !== 0) throw new Error(`export to Parquet failed: ${r.stderr}`);
  }, 120_000);

  for (const args of [
    ["metrics", "phantom", sample, "--bootstrap", "200", "--json"],
    ["metrics", "phantom", sample, "--bootstrap", "200", "--by", "domain"], // the taxonomy from the shipped bank (projectPath inside the bundle)
    ["metrics", "phantom", "--help"],
    ["metrics", "phantom", projectPath("no-such-log.jsonl")],
    ["metrics", "phantom", parquet, "--bootstrap", "200", "--json"], // the Parquet reader's packages, imported on demand from inside the bundle
  ]) {
    it(`groupthink ${args.map((a) => (a === parquet ? "phantom.parquet" : a.replace(projectPath(), "."))).join(" ")}: same stdout, stderr and exit status as through dist/`, () => {
      const a = viaBin(args), b = viaDist(args);
      expect(a.stdout).toBe(b.stdout);
      expect(a.stderr).toBe(b.stderr);
      expect(a.status).toBe(b.status);
    });
  }

  // node FLAGS bin/groupthink.js metrics phantom SAMPLE --json: stdout holds V8's trace lines, then the JSON
  const withFlags = (flags: string[]) => spawnSync(process.execPath, [...flags, projectPath("bin", "groupthink.js"), "metrics", "phantom", sample, "--json"], { cwd: projectPath(), encoding: "utf8", timeout: 120_000 });
  const json = (out: string) => out.split("\n").filter((l) => l.startsWith("{")).join("\n");
  /** Trace lines counted with the bin's own flags and with the user's `own` flag; the JSON must be the same. */
  const traced = (trace: string, own: string, counted: (line: string) => boolean) => {
    const ours = withFlags([trace]), theirs = withFlags([trace, own]);
    expect(ours.status).toBe(0);
    expect(theirs.status).toBe(0);
    expect(json(ours.stdout)).toBe(json(theirs.stdout));
    const n = (out: string) => out.split("\n").filter(counted).length;
    return { ours: n(ours.stdout), theirs: n(theirs.stdout), out: json(ours.stdout) };
  };

  it("a light command raises V8's tier-up budget (fewer TurboFan markings than at V8's default), and keeps a user's own --interrupt-budget", () => {
    // --trace-opt prints a "[marking …" line each time a function is queued for TurboFan (on stdout, before the
    // command's own output): the bin's budget of 1,081,344 queues a handful here, V8's default of 67,584 (given
    // as the user's own, which the bin must leave) about three times as many; the command prints the same
    const marks = traced("--trace-opt", "--interrupt-budget=67584", (l) => l.startsWith("[marking "));
    expect(marks.ours).toBeGreaterThan(0);
    expect(marks.theirs).toBeGreaterThan(2 * marks.ours);
    expect(marks.out).toBe(viaBin(["metrics", "phantom", sample, "--json"]).stdout.trim());
  });

  it("on a small log it keeps the young generation at its first size (more scavenges than with the user's own --semi-space-growth-factor=2), and prints the same", () => {
    // --trace-gc prints a line per collection; V8's default growth factor (2, given as the user's own, which the
    // bin must leave) doubles the young generation as it fills: fewer, larger scavenges (bin/v8-flags.js)
    const scavenges = traced("--trace-gc", "--semi-space-growth-factor=2", (l) => l.includes(": Scavenge "));
    expect(scavenges.theirs).toBeGreaterThan(0);
    expect(scavenges.ours).toBeGreaterThan(scavenges.theirs);
  });
});

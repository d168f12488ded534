// `node dist/notebook/run-all.js --help` printed nothing useful and crashed (issue 24): it took --help for a notebook.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../src/paths.js";
import { RUN_ALL_HELP } from "../../src/notebook/run-all.js";

const run = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", projectPath("src/notebook/run-all.ts"), ...args], { encoding: "utf8", cwd: projectPath() });

describe("run-all's command line", () => {
  it("--help prints the usage and exits 0", () => {
    const r = run("--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(RUN_ALL_HELP);
    expect(RUN_ALL_HELP).toMatch(/^usage: node dist\/notebook\/run-all\.js \[NOTEBOOK\.ipynb\.\.\.\] \[--only PREFIX\] \[--out DIR\] \[--report\]/);
  });
  it("--jobs wants a positive integer: 0 exits 2 before any notebook runs", () => {
    const r = run("--jobs", "0");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^run-all: --jobs wants a positive integer, got "0"\n/);
    expect(r.stdout).toBe("");
  });
  it("--gate wants PREFIX=FILE: anything else exits 2 before any notebook runs", () => {
    const r = run("--gate", "02");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^run-all: --gate wants PREFIX=FILE, got "02"\n/);
    expect(r.stdout).toBe("");
  });
  it("an unknown option exits 2 naming it (no notebook is run)", () => {
    const r = run("--bogus");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^run-all: unknown option "--bogus"\n/);
    expect(r.stdout).toBe("");
  });
});

// The docs in the repository match the code (issue 24): the generated reference equals a fresh
// generation (every command's --help and JSON shape), every JSON key has a meaning in CLI.md or
// METRICS.md, the field tables match the record-kind registry, the dataset table matches its
// registry, and no document points outside the repository.
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMANDS, loadParadigms } from "../../src/cli/main.js";
import { projectPath } from "../../src/paths.js";
import { PUBLIC_DATASETS } from "../../src/runner/public-datasets.js";
import { getRecordKind, recordKindNames } from "../../src/schema/registry.js";
import { cliReferenceParts, shapeKeys, withFieldTables, type Shape } from "../../scripts/gen-docs.js";

await loadParadigms(); // the paradigm folders' commands join COMMANDS

const doc = (f: string) => readFileSync(projectPath("docs", f), "utf8");
let generated: { text: string; shapes: Map<string, Shape> };

beforeAll(async () => {
  generated = await cliReferenceParts();
}, 300_000);

describe("docs/CLI-REFERENCE.md", () => {
  it("equals a fresh generation (run `npx tsx scripts/gen-docs.ts` after changing a command)", () => {
    expect(doc("CLI-REFERENCE.md")).toBe(generated.text);
  });
  it("has a section for every command of COMMANDS and every option of its --help", () => {
    const text = doc("CLI-REFERENCE.md");
    for (const c of COMMANDS) expect(text).toContain(`## groupthink ${c.words.join(" ")}\n`);
    expect(generated.shapes.size).toBeGreaterThanOrEqual(12);
  });
});

describe("docs/CLI.md", () => {
  const text = doc("CLI.md") + doc("METRICS.md");
  it("names every command", () => {
    const cli = doc("CLI.md");
    for (const c of COMMANDS) expect(cli, c.words.join(" ")).toMatch(new RegExp("`(groupthink )?" + c.words.join(" ") + "[ `]"));
  });
  it("explains every key of every --json document (CLI.md or METRICS.md)", () => {
    const missing: string[] = [];
    for (const [name, shape] of generated.shapes) {
      for (const k of shapeKeys(shape)) if (!new RegExp("`[^`\\n]*\\b" + k + "\\b[^`\\n]*`|\"" + k + "\"").test(text)) missing.push(`${name}: ${k}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("docs/TRIAL-LOGS.md", () => {
  it("its generated field tables match the record-kind registry", () => {
    const text = doc("TRIAL-LOGS.md");
    expect(text).toBe(withFieldTables(text));
    for (const k of recordKindNames()) {
      expect(text).toContain(`### \`${k}\` records`);
      for (const f of Object.keys(getRecordKind(k)!.spec)) expect(text).toContain(`| \`${f}\` |`);
    }
  });
});

describe("docs/DATASETS.md", () => {
  it("lists every public dataset with its repository, commit and every file's SHA-256", () => {
    const text = doc("DATASETS.md");
    for (const d of Object.values(PUBLIC_DATASETS)) {
      expect(text).toContain(`### \`${d.name}\``);
      expect(text).toContain(`${d.repo}](https://github.com/${d.repo}) @ \`${d.commit}\``);
      for (const f of d.files) expect(text).toContain(`| \`${f.local}\` | \`${f.path}\` | \`${f.sha256}\` |`);
    }
  });
});

describe("documents travel with the repository", () => {
  it("README, environment.md and docs/ point to no file outside the checkout", () => {
    const files = ["README.md", "environment.md", ...readdirSync(projectPath("docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
    const bad: string[] = [];
    for (const f of files) {
      const text = readFileSync(projectPath(f), "utf8");
      for (const m of text.matchAll(/(\.\.\/)+shared\/(?!external`? beside)[^\s`)]*|shared\/(spec|papers)\/[^\s`)]*/g)) bad.push(`${f}: ${m[0]}`);
    }
    expect(bad).toEqual([]);
  });
  it("the papers are cited by their public addresses", () => {
    const metrics = doc("METRICS.md");
    for (const id of ["2611.08971", "2505.11556", "2608.04415", "2607.28641", "2501.13381"]) expect(metrics).toContain(`https://arxiv.org/abs/${id}`);
  });
});

import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DOC_EXAMPLE_ALLOWLIST } from "./doc-example-allowlist.js";
import { compileExample, examplesOf, matches, runExample, type ExampleBlock } from "./doc-examples.js";

// House style rule 2: the `// =>` examples of the doc comments are executed against the
// source modules (their own exports plus the public barrel in scope) and compared.
// Examples that need I/O or outside context are allow-listed with a reason.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TMP = mkdtempSync(join(tmpdir(), "gt-doc-examples-"));
const walk = (d: string): string[] =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".ts") ? [join(d, e.name)] : []));
const files = walk(join(ROOT, "src")).sort();
const blocks: { abs: string; block: ExampleBlock }[] = files.flatMap((abs) =>
  examplesOf(abs, relative(ROOT, abs).split(sep).join("/")).map((block) => ({ abs, block })),
);

describe("the example harness", () => {
  it("compiles trailing and own-line checks, declarations and throws", () => {
    const c = compileExample('const x = 2; // => 2\nf(1);\n// => [1]\ng(); // throws RangeError: bad ...');
    expect(c.checks.map((k) => k.expected[0] ?? k.throws?.name)).toEqual(["2", "[1]", "RangeError"]);
  });
  it("compares numbers to the shown precision, typed arrays as arrays, integers exactly", () => {
    expect(matches(0.09453, 0.0945)).toBe(true);
    expect(matches(0.0946, 0.0945)).toBe(false);
    expect(matches(Float64Array.from([1, NaN]), [1, NaN])).toBe(true);
    expect(matches(3.4, 3)).toBe(false);
    expect(matches({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(matches({ a: 1, b: 2 }, { a: 1 })).toBe(false);
  });
  it("runs an example and reports a wrong value", async () => {
    const ok = await runExample({ id: "x#0", file: "x", line: 1, code: "add(1, 2); // => 3" }, { add: (a: number, b: number) => a + b });
    expect(ok).toEqual({ status: "pass", checks: 1, typeLevel: 0 });
    const bad = await runExample({ id: "x#1", file: "x", line: 1, code: "add(1, 2); // => 4" }, { add: (a: number, b: number) => a + b });
    expect(bad.status).toBe("fail");
  });
});

describe("doc-comment examples (// =>) are true", () => {
  it("finds the examples", () => {
    expect(blocks.length).toBeGreaterThan(400);
  });
  it("every allow-list entry names an existing example and gives a reason", () => {
    const ids = new Set(blocks.map((b) => b.block.id));
    const stale = Object.keys(DOC_EXAMPLE_ALLOWLIST).filter((k) => !ids.has(k));
    expect(stale).toEqual([]);
    for (const [k, why] of Object.entries(DOC_EXAMPLE_ALLOWLIST)) expect(why.length, k).toBeGreaterThan(10);
  });
  it("every example not allow-listed runs and matches; allow-listed ones do not silently pass", async () => {
    const barrel = (await import("../../src/index.js")) as Record<string, unknown>;
    const failures: string[] = [];
    const nowPassing: string[] = [];
    let checks = 0;
    const modules = new Map<string, Record<string, unknown>>();
    for (const { abs, block } of blocks) {
      const allowed = Object.prototype.hasOwnProperty.call(DOC_EXAMPLE_ALLOWLIST, block.id);
      if (allowed && !/^needs context|described in words|commented-out|abridged/.test(DOC_EXAMPLE_ALLOWLIST[block.id])) continue; // I/O or machine-dependent: never run
      let mod = modules.get(abs);
      if (!mod) modules.set(abs, (mod = (await import(abs)) as Record<string, unknown>));
      // Examples that write under /tmp get a private folder of this test run instead: no state left by an earlier
      // run (a run folder of another bank) and no lock held by another process decides the outcome.
      const o = await runExample({ ...block, code: block.code.replace(/(["'`])\/tmp(?=[/"'`])/g, `$1${TMP}`) }, { ...barrel, ...mod });
      if (allowed) {
        if (o.status === "pass") nowPassing.push(block.id);
        continue;
      }
      if (o.status === "pass") checks += o.checks;
      else failures.push(`${block.file}:${block.line} (${block.id}): ${o.reason}`);
    }
    expect(failures).toEqual([]);
    expect(nowPassing, "these examples pass now: remove them from doc-example-allowlist.ts").toEqual([]);
    expect(checks).toBeGreaterThan(450);
  }, 300_000);
});

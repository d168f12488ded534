import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// House style: imports point one way between layers —
//   schema → load → stats / models → metrics → plot;  runner → schema, stats/rng, errors, paths;  cli, notebook on top.
// Every import / export-from / dynamic import() / require() with a relative specifier under src/ is checked.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SRC = join(ROOT, "src");

/** Top-level units; `errors.ts` and `paths.ts` are shared by all. */
const ALLOWED: Record<string, readonly string[]> = {
  schema: ["schema"],
  load: ["schema", "load"],
  stats: ["schema", "load", "stats"],
  models: ["schema", "load", "stats", "models"],
  metrics: ["schema", "load", "stats", "models", "metrics"],
  plot: ["schema", "load", "stats", "models", "metrics", "plot"],
  runner: ["schema", "stats/rng", "runner"],
  export: ["schema", "load", "export"],
  view: ["schema", "load", "plot", "view"],
  report: ["schema", "load", "stats", "models", "metrics", "plot", "export", "report"],
  // a paradigm folder (src/paradigms/<name>/) uses the shared core; nothing in the core imports a paradigm
  paradigms: ["schema", "load", "stats", "models", "metrics", "plot", "runner", "export", "report", "cli", "paradigms"],
  cli: ["*"],
  notebook: ["*"],
  "index.ts": ["*"],
};
const SHARED = ["errors.ts", "paths.ts"];

/** The unit a src-relative path belongs to: its first folder (or the file at top level); `stats/rng.ts` is its own unit for the runner rule. */
function unitOf(rel: string): string {
  const parts = rel.split("/");
  return parts.length === 1 ? parts[0] : parts[0];
}

function allows(from: string, toRel: string): boolean {
  if (SHARED.includes(toRel)) return true;
  const allowed = ALLOWED[unitOf(from)];
  if (!allowed) return false;
  if (allowed.includes("*")) return true;
  const to = unitOf(toRel);
  if (allowed.includes(to)) return true;
  return allowed.some((a) => a.includes("/") && (toRel === `${a}.ts` || toRel.startsWith(`${a}/`)));
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : []));
}

/** Every module specifier a file imports (static, re-export, dynamic with a literal, require). */
export function importsOf(text: string, fileName = "x.ts"): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) out.push(n.moduleSpecifier.text);
    if (ts.isCallExpression(n) && (n.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(n.expression) && n.expression.text === "require"))) {
      const a = n.arguments[0];
      if (a && ts.isStringLiteralLike(a)) out.push(a.text);
    }
    if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) out.push(n.argument.literal.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe("layers: imports point one way", () => {
  it("the import parser sees static, type, re-export, dynamic and require imports", () => {
    expect(importsOf(`import a from "./a.js"; import type { B } from "../b.js"; export { c } from "./c.js"; const d = await import("./d.js"); const e = require("./e.js"); let f: import("./f.js").F;`))
      .toEqual(["./a.js", "../b.js", "./c.js", "./d.js", "./e.js", "./f.js"]);
  });
  it("the rule table rejects what it should", () => {
    expect(allows("runner/x.ts", "stats/rng.ts")).toBe(true);
    expect(allows("runner/x.ts", "stats/bootstrap-mean.ts")).toBe(false);
    expect(allows("runner/x.ts", "metrics/phantom/index.ts")).toBe(false);
    expect(allows("schema/x.ts", "load/load-logs.ts")).toBe(false);
    expect(allows("metrics/x.ts", "plot/figure.ts")).toBe(false);
    expect(allows("stats/x.ts", "errors.ts")).toBe(true);
    expect(allows("cli/x.ts", "runner/index.ts")).toBe(true);
    expect(allows("report/x.ts", "paradigms/benchform/index.ts")).toBe(false);
    expect(allows("runner/x.ts", "paradigms/registry.ts")).toBe(false);
    expect(allows("paradigms/benchform/x.ts", "stats/wilson-interval.ts")).toBe(true);
  });
  it("a paradigm folder imports no other paradigm's folder; only the registry, cli and the barrel import paradigm folders", () => {
    const bad: string[] = [];
    for (const file of walk(SRC)) {
      const from = relative(SRC, file).split(sep).join("/");
      const own = /^paradigms\/([^/]+)\//.exec(from)?.[1];
      for (const spec of importsOf(readFileSync(file, "utf8"), file)) {
        if (!spec.startsWith(".")) continue;
        const target = relative(SRC, resolve(dirname(file), spec)).split(sep).join("/");
        const folder = /^paradigms\/([^/]+)\//.exec(target)?.[1];
        if (folder === undefined || folder === own) continue;
        // the two folder lists (all.ts: the full paradigms; manifests.ts: their light parts, issue 22) and the barrel
        if (from === "paradigms/all.ts" || from === "paradigms/manifests.ts" || from === "index.ts") continue;
        bad.push(`${from} → ${target}`);
      }
    }
    expect(bad).toEqual([]);
  });
  it("no file under src/ imports against the direction of the layers", () => {
    const bad: string[] = [];
    for (const file of walk(SRC)) {
      const from = relative(SRC, file).split(sep).join("/");
      for (const spec of importsOf(readFileSync(file, "utf8"), file)) {
        if (!spec.startsWith(".")) continue;
        const target = relative(SRC, resolve(dirname(file), spec)).split(sep).join("/").replace(/\.js$/, ".ts");
        if (target.startsWith("..")) {
          bad.push(`${from} → ${spec} (outside src/)`);
          continue;
        }
        if (!allows(from, target)) bad.push(`${from} → ${target}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

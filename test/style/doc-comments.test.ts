import { describe, expect, it } from "vitest";
import ts from "typescript";
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

// House style rule 2: a doc comment on every export, and a runnable `@example` on every
// exported function (in its own JSDoc or in its file's top-of-file comment).

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SRC = resolve(ROOT, "src") + sep;

/** The program over `tsconfig.json`'s files under `src/`, with parent pointers set. */
function srcProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (!config) throw new Error("tsconfig.json could not be read");
  const files = config.fileNames.map((f) => resolve(f)).filter((f) => f.startsWith(SRC));
  const program = ts.createProgram(files, config.options);
  program.getTypeChecker(); // binds every file, which sets the parent pointers JSDoc lookup needs
  return program;
}

function isExported(st: ts.Statement): boolean {
  return ts.canHaveModifiers(st) && (ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);
}

/** A barrel only imports and re-exports; it declares nothing. */
function isBarrel(sf: ts.SourceFile): boolean {
  return sf.fileName.endsWith("/index.ts") && sf.statements.every((st) => ts.isExportDeclaration(st) || ts.isImportDeclaration(st));
}

/** The comments before the first token of the file. */
function topOfFileComment(sf: ts.SourceFile): string {
  const text = sf.getFullText();
  return (ts.getLeadingCommentRanges(text, 0) ?? []).map((r) => text.slice(r.pos, r.end)).join("\n");
}

interface Export {
  file: string;
  name: string;
  isFunction: boolean;
  doc: string;
}

/** Every exported function, class and `const` in the non-barrel files of `src/`. */
function collectExports(program: ts.Program): Export[] {
  const out: Export[] = [];
  for (const sf of program.getSourceFiles()) {
    if (!resolve(sf.fileName).startsWith(SRC) || sf.isDeclarationFile || isBarrel(sf)) continue;
    const file = relative(ROOT, sf.fileName).split(sep).join("/");
    const docOf = (node: ts.Node) =>
      ts.getJSDocCommentsAndTags(node).map((j) => j.getText(sf)).join("\n");
    for (const st of sf.statements) {
      if (!isExported(st)) continue;
      if (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) {
        out.push({ file, name: st.name?.text ?? "default", isFunction: ts.isFunctionDeclaration(st), doc: docOf(st) });
      } else if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const) {
        const doc = docOf(st);
        for (const d of st.declarationList.declarations) {
          const init = d.initializer;
          const isFunction = !!init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init));
          out.push({ file, name: d.name.getText(sf), isFunction, doc });
        }
      }
    }
  }
  // An overloaded function counts as documented when any of its signatures carries the comment.
  const docByName = new Map<string, string>();
  for (const e of out) {
    const key = `${e.file}:${e.name}`;
    docByName.set(key, [docByName.get(key) ?? "", e.doc].join("\n").trim());
  }
  const seen = new Set<string>();
  return out.flatMap((e) => {
    const key = `${e.file}:${e.name}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...e, doc: docByName.get(key) ?? "" }];
  });
}

/** Each `src/` file's top-of-file comment, by project-relative path. */
function topComments(program: ts.Program): Map<string, string> {
  const m = new Map<string, string>();
  for (const sf of program.getSourceFiles()) {
    if (resolve(sf.fileName).startsWith(SRC)) m.set(relative(ROOT, sf.fileName).split(sep).join("/"), topOfFileComment(sf));
  }
  return m;
}

describe("doc comments on src exports (style rule 2)", () => {
  const program = srcProgram();
  const exports = collectExports(program);
  const tops = topComments(program);

  it("finds the exports it checks", () => {
    expect(exports.length).toBeGreaterThan(200);
    expect(exports.some((e) => e.file === "src/stats/wilson-interval.ts" && e.name === "wilsonInterval")).toBe(true);
  });

  it("every exported function, class and const has a JSDoc comment", () => {
    const offenders = exports.filter((e) => e.doc === "").map((e) => `${e.file}:${e.name}`);
    expect(offenders, `exports without a doc comment:\n${offenders.join("\n")}`).toEqual([]);
  });

  it("every exported function has an @example (own JSDoc or top-of-file comment)", () => {
    const offenders = exports
      .filter((e) => e.isFunction && !/@example\b/.test(e.doc) && !/@example\b/.test(tops.get(e.file) ?? ""))
      .map((e) => `${e.file}:${e.name}`);
    expect(offenders, `exported functions without an @example:\n${offenders.join("\n")}`).toEqual([]);
  });
});

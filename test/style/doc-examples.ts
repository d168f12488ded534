/**
 * Extract and run the `// =>` examples of the doc comments under `src/` (used by
 * `doc-examples.test.ts`). An example block is the text after `@example` up to the
 * next tag or the end of the comment. Each line carrying `// => EXPECTED` (or a
 * line that is only `// => EXPECTED`, which refers to the statement before it)
 * is a check: the statement's value is compared with EXPECTED, evaluated as a
 * JavaScript expression (a trailing "(…)" remark or text after two spaces is
 * dropped). The block runs as an async function (TypeScript transpiled away)
 * with the exports of its own module and of the public barrel `src/index.ts` in scope.
 */
import { readFileSync } from "node:fs";
import ts from "typescript";

/** One `@example` block with at least one `// =>` line. */
export interface ExampleBlock {
  /** `src/…/file.ts#k`: the k-th (0-based) checked example block of the file. */
  id: string;
  file: string;
  /** 1-based line of the `@example` tag. */
  line: number;
  code: string;
}

/** Every `@example` block with a `// =>` line in a source file. */
export function examplesOf(absFile: string, relFile: string): ExampleBlock[] {
  const text = readFileSync(absFile, "utf8");
  const out: ExampleBlock[] = [];
  const re = /\/\*\*([\s\S]*?)\*\//g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const body = m[1];
    const startLine = text.slice(0, m.index).split("\n").length;
    const lines = body.split("\n").map((l) => l.replace(/^\s*\* ?/, ""));
    let inEx = false;
    let cur: string[] = [];
    let exLine = 0;
    const flush = () => {
      if (inEx && cur.some((l) => l.includes("// =>"))) out.push({ id: `${relFile}#${out.length}`, file: relFile, line: exLine, code: cur.join("\n") });
      cur = [];
    };
    lines.forEach((l, i) => {
      const tag = /^\s*@(\w+)(.*)$/.exec(l);
      if (tag) {
        flush();
        inEx = tag[1] === "example";
        exLine = startLine + i;
        if (inEx && tag[2].trim() !== "") cur.push(tag[2].trim());
        return;
      }
      if (inEx) cur.push(l);
    });
    flush();
  }
  return out;
}

/**
 * The expected text of a check, cleaned, as candidates to try in order: the whole
 * text, then shorter prefixes cut before a remark (" (", two spaces, "; ", ", word").
 * Typed-array prefixes (`Float64Array [1, 2]`) are dropped (compared as arrays);
 * a number ending in "…" is a truncation (compared to ±10^-d); a lone "…" is any value;
 * a string ending in "..." or "…" is a prefix.
 */
function expectedCandidates(raw: string): string[] {
  const t = raw.trim().replace(/;$/, "");
  const cuts = new Set<number>([t.length]);
  for (const re of [/\s\(/g, /\s{2,}/g, /;\s/g, /,\s(?=[a-z])/g, /\s—/g, /\sor\s/g, /\sand\s/g, /\safter\s/g, /\swhen\s/g]) {
    for (let m = re.exec(t); m !== null; m = re.exec(t)) cuts.add(m.index);
  }
  return [...cuts].sort((x, y) => y - x).map((i) => normaliseExpected(t.slice(0, i).trim())).filter((c) => c.length > 0);
}

function normaliseExpected(t: string): string {
  return t
    .replace(/\b(?:Float64Array|Float32Array|Int32Array|Uint8Array|Uint32Array|Int8Array)\s*(?=\[)/g, "")
    .replace(/(-?\d+\.\d+)…/g, "__approx($1)")
    .replace(/\[…\]/g, "__ANY")
    .replace(/(^|[[,:]\s*)…(?=\s*[,\]}])/g, "$1__ANY")
    .replace(/(["'])((?:(?!\1).)*?)(?:\.\.\.|…)\1/g, (_m, _q, body) => `__prefix(${JSON.stringify(body)})`);
}

/** Markers the normalised expected text may use. */
const ANY = Symbol("any");
class Approx {
  constructor(readonly value: number, readonly tol: number) {}
}
class Prefix {
  constructor(readonly prefix: string) {}
}
const MARKERS: Record<string, unknown> = {
  __ANY: ANY,
  __approx: (x: number) => {
    const s = String(x);
    const d = s.includes(".") ? s.length - s.indexOf(".") - 1 : 0;
    return new Approx(x, 10 ** -d);
  },
  __prefix: (p: string) => new Prefix(p),
};

function transpile(code: string): string {
  return ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false } }).outputText
    .replace(/^export \{\};?\s*$/m, "");
}

/** Whether a piece of TS is one or more complete statements whose last is an expression statement. */
function lastStatementKind(code: string): "expression" | "variable" | "type" | "other" | "none" {
  const sf = ts.createSourceFile("x.ts", code, ts.ScriptTarget.ES2022, true);
  const last = sf.statements.at(-1);
  if (!last) return "none";
  if (ts.isExpressionStatement(last)) return "expression";
  if (ts.isVariableStatement(last) && last.declarationList.declarations.length === 1 && ts.isIdentifier(last.declarationList.declarations[0].name)) return "variable";
  if (ts.isTypeAliasDeclaration(last) || ts.isInterfaceDeclaration(last)) return "type";
  return "other";
}

/** A compiled example: a program that calls `__check(index, () => value)` for each check. */
export interface CompiledExample {
  program: string;
  checks: { expected: string[]; line: string; throws?: { name: string; message: string | null } }[];
  /** Checks on type-level statements (`type R = …; // => …`): not evaluable, counted. */
  typeLevel: number;
}

/** Turn an example block into a runnable program (see module doc). */
export function compileExample(code: string): CompiledExample {
  const lines = code.split("\n");
  const checks: CompiledExample["checks"] = [];
  let typeLevel = 0;
  let buffer: string[] = [];
  const parts: string[] = [];
  const emit = (stmtCode: string, expected: string, line: string) => {
    const kind = lastStatementKind(stmtCode);
    if (kind === "type") {
      typeLevel++;
      parts.push(stmtCode);
      return;
    }
    if (kind === "variable") {
      const sf = ts.createSourceFile("x.ts", stmtCode, ts.ScriptTarget.ES2022, true);
      const decl = (sf.statements.at(-1) as ts.VariableStatement).declarationList.declarations[0];
      parts.push(stmtCode);
      parts.push(`await __check(${checks.length}, async () => (${(decl.name as ts.Identifier).text}));`);
      checks.push({ expected: expectedCandidates(expected), line: line.trim() });
      return;
    }
    if (kind !== "expression") throw new SyntaxError(`the code before "// =>" is not an expression statement: ${JSON.stringify(line.trim())}`);
    const sf = ts.createSourceFile("x.ts", stmtCode, ts.ScriptTarget.ES2022, true);
    const last = sf.statements.at(-1) as ts.ExpressionStatement;
    const before = stmtCode.slice(0, last.getStart(sf));
    const expr = last.expression.getText(sf);
    parts.push(before);
    parts.push(`await __check(${checks.length}, async () => (${expr}));`);
    checks.push({ expected: expectedCandidates(expected), line: line.trim() });
  };
  for (let li = 0; li < lines.length; li++) {
    const l = lines[li];
    const th = /^(.*?)\/\/\s*throws\s+([A-Z]\w*)(?::\s*(.*))?$/.exec(l);
    if (th && l.indexOf("// =>") === -1) {
      const stmtCode = [...buffer, th[1]].join("\n");
      buffer = [];
      const kind = lastStatementKind(stmtCode);
      if (kind !== "expression") {
        parts.push(stmtCode);
        continue;
      }
      const sf = ts.createSourceFile("x.ts", stmtCode, ts.ScriptTarget.ES2022, true);
      const last = sf.statements.at(-1) as ts.ExpressionStatement;
      parts.push(stmtCode.slice(0, last.getStart(sf)));
      parts.push(`await __check(${checks.length}, async () => (${last.expression.getText(sf)}));`);
      checks.push({ expected: [], line: l.trim(), throws: { name: th[2], message: th[3]?.trim() || null } });
      continue;
    }
    const at = l.indexOf("// =>");
    if (at === -1) {
      buffer.push(l.replace(/\/\/.*$/, (c) => (c.startsWith("//") && !/["'`]/.test(c) ? "" : c)));
      continue;
    }
    const codePart = l.slice(0, at);
    let expected = l.slice(at + 5);
    // a multi-line expected value continues on the following comment-only lines
    while (li + 1 < lines.length && /^\s*\/\/(?!\s*=>)/.test(lines[li + 1])) expected += " " + lines[++li].replace(/^\s*\/\//, "").trim();
    if (codePart.trim() === "") {
      if (buffer.join("\n").trim() === "" && checks.length > 0) {
        // continuation of the previous expected value (multi-line output): not checkable on its own
        throw new SyntaxError(`a "// =>" line without a statement before it: ${JSON.stringify(l.trim())}`);
      }
      emit(buffer.join("\n"), expected, l);
    } else emit([...buffer, codePart].join("\n"), expected, l);
    buffer = [];
  }
  if (buffer.join("\n").trim() !== "") parts.push(buffer.join("\n"));
  return { program: transpile(parts.join("\n")), checks, typeLevel };
}

/** Deep comparison of an actual value with an expected one; numbers with d decimals compare to ±0.5·10^-d, integers exactly. */
export function matches(actual: unknown, expected: unknown): boolean {
  if (expected === ANY) return true;
  if (expected instanceof Approx) return typeof actual === "number" && Math.abs(actual - expected.value) <= expected.tol + 1e-12;
  if (expected instanceof Prefix) return typeof actual === "string" && actual.startsWith(expected.prefix);
  if (typeof expected === "number") {
    if (typeof actual !== "number") return false;
    if (Number.isNaN(expected)) return Number.isNaN(actual);
    if (!Number.isFinite(expected)) return actual === expected;
    const s = String(expected);
    const dot = s.indexOf(".");
    if (dot === -1 || s.includes("e")) return Math.abs(actual - expected) <= 1e-12 * Math.max(1, Math.abs(expected));
    const d = s.length - dot - 1;
    return Math.abs(actual - expected) <= 0.5 * 10 ** -d + 1e-12;
  }
  if (expected === null || typeof expected !== "object") return Object.is(actual, expected) || actual === expected;
  if (Array.isArray(expected)) {
    const a = ArrayBuffer.isView(actual) ? Array.from(actual as unknown as ArrayLike<unknown>) : actual;
    return Array.isArray(a) && a.length === expected.length && expected.every((e, i) => matches(a[i], e));
  }
  if (typeof actual !== "object" || actual === null || Array.isArray(actual)) return false;
  const ak = Object.keys(actual).filter((k) => (actual as Record<string, unknown>)[k] !== undefined);
  const ek = Object.keys(expected).filter((k) => (expected as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== ek.length || !ek.every((k) => ak.includes(k))) return false;
  return ek.every((k) => matches((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k]));
}

/** Evaluate an expected text (no scope beyond globals). Returns undefined-marker on failure. */
export function evaluateExpected(candidates: string[], scope: Record<string, unknown>): { ok: true; value: unknown } | { ok: false } {
  const full = { ...scope, ...MARKERS };
  const names = Object.keys(full).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  for (const c of candidates) {
    try {
      const js = transpile(`(${c})`);
      // eslint-disable-next-line no-new-func
      const value = new Function(...names, `return ${js.trim().replace(/;$/, "")};`)(...names.map((n) => full[n]));
      return { ok: true, value };
    } catch {
      /* try the next candidate */
    }
  }
  return { ok: false };
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...a: unknown[]) => Promise<void>;

/** The outcome of running one example. */
export type ExampleOutcome =
  | { status: "pass"; checks: number; typeLevel: number }
  | { status: "fail"; reason: string };

/** Run one example with `scope` (name → value) in scope; console output is swallowed. */
export async function runExample(block: ExampleBlock, scope: Record<string, unknown>): Promise<ExampleOutcome> {
  let compiled: CompiledExample;
  try {
    compiled = compileExample(block.code);
  } catch (e) {
    return { status: "fail", reason: `cannot compile: ${(e as Error).message}` };
  }
  const failures: string[] = [];
  const quiet = { log() {}, info() {}, warn() {}, error() {}, table() {} };
  const __check = async (i: number, f: () => Promise<unknown>) => {
    const c = compiled.checks[i];
    if (c.throws) {
      try {
        await f();
      } catch (e) {
        const err = e as Error;
        if (err.name !== c.throws.name && err.constructor?.name !== c.throws.name) failures.push(`${c.line}  — threw ${err.name}: ${err.message}`);
        else if (c.throws.message !== null && !messageMatches(err.message, c.throws.message)) failures.push(`${c.line}  — message ${JSON.stringify(err.message)}`);
        return;
      }
      failures.push(`${c.line}  — did not throw`);
      return;
    }
    const actual = await f();
    const exp = evaluateExpected(c.expected, scope);
    if (!exp.ok) {
      failures.push(`expected value not evaluable: ${c.line}`);
      return;
    }
    if (!matches(actual, exp.value)) failures.push(`${c.line}  — got ${show(actual)}`);
  };
  const names = Object.keys(scope).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== "console" && n !== "__check");
  try {
    const fn = new AsyncFunction("__check", "console", ...names, compiled.program);
    await fn(__check, quiet, ...names.map((n) => scope[n]));
  } catch (e) {
    return { status: "fail", reason: `${(e as Error).name}: ${(e as Error).message}`.slice(0, 300) };
  }
  if (failures.length > 0) return { status: "fail", reason: failures.join("; ").slice(0, 600) };
  return { status: "pass", checks: compiled.checks.length, typeLevel: compiled.typeLevel };
}

/** Whether an error message fits the documented one: "..." / "…" / "(...)" are gaps; the rest appears in order. */
function messageMatches(actual: string, documented: string): boolean {
  const pieces = documented.replace(/\s*\(\.\.\.\)|\s*\(…\)/g, "…").split(/\.\.\.|…/).map((x) => x.trim()).filter((x) => x.length > 0);
  let from = 0;
  for (const p of pieces) {
    const at = actual.indexOf(p, from);
    if (at === -1) return false;
    from = at + p.length;
  }
  return true;
}

function show(v: unknown): string {
  try {
    const s = JSON.stringify(v, (_k, x) => (ArrayBuffer.isView(x) ? Array.from(x as unknown as ArrayLike<number>) : x));
    return s === undefined ? String(v) : s.length > 200 ? `${s.slice(0, 197)}...` : s;
  } catch {
    return String(v);
  }
}

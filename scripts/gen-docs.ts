// Generates docs/CLI-REFERENCE.md (every command's --help and the shape of its --json output, the shapes
// taken from real runs on simulated data) and the field tables of docs/TRIAL-LOGS.md (from the record-kind
// registry), so the docs cannot drift from the code: test/docs/docs.test.ts regenerates and compares.
//   npx tsx scripts/gen-docs.ts          rewrite the generated parts
//   npx tsx scripts/gen-docs.ts --check  exit 1 when they differ
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli, COMMANDS, commandHelp, loadParadigms } from "../src/cli/main.js";

await loadParadigms();
import { projectPath } from "../src/paths.js";
import type { FieldSpec } from "../src/schema/fields.js";
import { getRecordKind, recordKindNames } from "../src/schema/registry.js";

/** A JSON value's shape: types instead of values, merged over the elements of arrays. */
export type Shape = { t: "object"; keys: Map<string, Shape> } | { t: "array"; of: Shape | null } | { t: "prim"; types: Set<string> };

const MAP_KEYS = new Set(["coefficients", "by_condition", "features"]);

/** The shape of a JSON value (`coefficients`-like maps keyed by data become one `<key>` entry). */
export function shapeOf(v: unknown, key = ""): Shape {
  if (Array.isArray(v)) return { t: "array", of: v.reduce<Shape | null>((s, x) => merge(s, shapeOf(x)), null) };
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>);
    if (MAP_KEYS.has(key) && entries.length > 0 && entries.every(([, x]) => typeof x === "number" || x === null)) {
      return { t: "object", keys: new Map([["<" + (key === "by_condition" ? "condition" : "feature") + ">", entries.reduce<Shape | null>((s, [, x]) => merge(s, shapeOf(x)), null)!]]) };
    }
    return { t: "object", keys: new Map(entries.map(([k, x]) => [k, shapeOf(x, k)])) };
  }
  const t = v === null ? "null" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v;
  return { t: "prim", types: new Set([t]) };
}

function merge(a: Shape | null, b: Shape): Shape {
  if (a === null) return b;
  if (a.t === "object" && b.t === "object") {
    const keys = new Map(a.keys);
    for (const [k, s] of b.keys) keys.set(k, merge(keys.get(k) ?? null, s));
    return { t: "object", keys };
  }
  if (a.t === "array" && b.t === "array") return { t: "array", of: b.of === null ? a.of : merge(a.of, b.of) };
  if (a.t === "prim" && b.t === "prim") return { t: "prim", types: new Set([...a.types, ...b.types]) };
  if (a.t === "prim" && a.types.size === 1 && a.types.has("null")) return b;
  if (b.t === "prim" && b.types.size === 1 && b.types.has("null")) return a;
  return { t: "prim", types: new Set(["mixed"]) };
}

/** Objects whose keys are data (vocabulary values), not names a reader needs explained. */
const DATA_KEYED = new Set(["counts"]);

/** Every key of a shape, recursively (not below {@link DATA_KEYED} objects). */
export function shapeKeys(s: Shape | null, out = new Set<string>()): Set<string> {
  if (s === null) return out;
  if (s.t === "object") for (const [k, x] of s.keys) (k.startsWith("<") ? null : out.add(k), DATA_KEYED.has(k) ? null : shapeKeys(x, out));
  if (s.t === "array") shapeKeys(s.of, out);
  return out;
}

function isMeasure(s: Shape): boolean {
  return s.t === "object" && [...s.keys.keys()].sort().join(",") === "ci,n,value";
}

/** Render a shape as indented pseudo-JSON: `M` a measure {value, n, ci}; `integer|null` etc. */
export function renderShape(s: Shape | null, indent = ""): string {
  if (s === null) return "[]";
  if (isMeasure(s)) return "M";
  if (s.t === "prim") {
    const ts = [...s.types];
    const order = ["string", "integer", "number", "boolean", "mixed", "null"];
    let sorted = ts.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    if (sorted.includes("integer") && sorted.includes("number")) sorted = sorted.filter((t) => t !== "integer");
    return sorted.join("|");
  }
  if (s.t === "array") return `[ ${renderShape(s.of, indent + "  ")} ]`;
  const inner = [...s.keys].map(([k, x]) => `${indent}  "${k}": ${renderShape(x, indent + "  ")}`);
  return inner.length === 0 ? "{}" : `{\n${inner.join(",\n")}\n${indent}}`;
}

async function capture(argv: string[]): Promise<{ code: number; out: string }> {
  const chunks: string[] = [];
  const w = process.stdout.write.bind(process.stdout), e = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((s: string | Uint8Array) => (chunks.push(String(s)), true)) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    return { code: await cli(argv), out: chunks.join("") };
  } finally {
    process.stdout.write = w;
    process.stderr.write = e;
  }
}

/** The --json runs that give each command's JSON shape (simulated inputs built in `dir`). */
async function jsonShapes(dir: string): Promise<Map<string, Shape>> {
  const d = (p: string) => join(dir, p);
  const sample = projectPath("data/samples/phantom-sample.jsonl");
  const must = async (argv: string[]) => {
    const r = await capture(argv);
    if (r.code !== 0) throw new Error(`gen-docs: groupthink ${argv.join(" ")} exited ${r.code}`);
    return r.out;
  };
  await must(["run", "panel", "--model", "sim:typical", "--limit", "6", "--out", d("panel"), "--json"]);
  await must(["run", "hidden_profile", "--model", "sim:typical", "--limit", "3", "--out", d("hp"), "--json"]);
  await must(["judge", "corpus", "--out", d("judge.jsonl"), "--n", "1500", "--seed", "1"]);
  cpSync(d("panel"), d("panel-copy"), { recursive: true });
  const runs: [string, string[], "doc" | "lines"][] = [
    ["validate", ["validate", d("panel"), "--json"], "doc"],
    ["metrics phantom", ["metrics", "phantom", sample, "--bootstrap", "50", "--json"], "doc"],
    ["metrics panel", ["metrics", "panel", d("panel"), "--bootstrap", "50", "--json"], "doc"],
    ["metrics hidden_profile", ["metrics", "hidden_profile", d("hp"), "--json"], "doc"],
    ["screen", ["screen", d("panel"), "--bootstrap", "50", "--json"], "doc"],
    ["fit judge", ["fit", "judge", d("judge.jsonl"), "--json", "--target-precision", "0.5", "--save", d("filter.json")], "doc"],
    ["filter score", ["filter", "score", d("filter.json"), d("judge.jsonl"), "--json"], "lines"],
    ["filter evaluate", ["filter", "evaluate", d("filter.json"), d("judge.jsonl"), "--json"], "doc"],
    ["scenarios validate", ["scenarios", "validate", "--json"], "doc"],
    ["scenarios annotate", ["scenarios", "annotate", "--out", d("sheet.csv"), "--sample", "3", "--json"], "doc"],
    ["reparse", ["reparse", d("panel-copy"), "--json"], "doc"],
    ["run", ["run", "panel", "--model", "sim:typical", "--limit", "2", "--out", d("panel2"), "--json"], "doc"],
  ];
  const shapes = new Map<string, Shape>();
  for (const [name, argv, kind] of runs) {
    const out = await must(argv);
    const docs = kind === "lines" ? out.trim().split("\n").map((l) => JSON.parse(l) as unknown) : [JSON.parse(out) as unknown];
    shapes.set(name, docs.reduce<Shape | null>((s, x) => merge(s, shapeOf(x)), null)!);
  }
  return shapes;
}

const GEN = "<!-- generated by scripts/gen-docs.ts: do not edit by hand; `npx tsx scripts/gen-docs.ts` rewrites it -->";

/** docs/CLI-REFERENCE.md: every command of COMMANDS, its --help and (where it has one) its --json shape. */
export async function cliReference(): Promise<string> {
  return (await cliReferenceParts()).text;
}

/** The reference text and the JSON shapes it was made from (by command name). */
export async function cliReferenceParts(): Promise<{ text: string; shapes: Map<string, Shape> }> {
  const dir = mkdtempSync(join(tmpdir(), "gt-docs-"));
  try {
    const shapes = await jsonShapes(dir);
    const parts = [
      "# Command reference",
      "",
      GEN,
      "",
      "Every command's `--help` as the command prints it, and the shape of its `--json` output as a",
      "run on simulated data printed it: `M` is a measure `{\"value\": number|null, \"n\": integer, \"ci\": [lo, hi]|null}`;",
      "`integer|null` lists the types seen; arrays show the merged shape of their elements (an empty `[]`: no",
      "element in the generating run). What the keys mean: `docs/CLI.md` and `docs/METRICS.md`.",
      "",
    ];
    for (const c of COMMANDS) {
      const name = c.words.join(" ");
      const mod = (await import(c.module ?? projectPath("src/cli", `${c.file}.ts`))) as Parameters<typeof commandHelp>[1];
      // The protocol list's order depends on how the module namespace was built (tsx vs vitest): sorted here.
      const help = (await commandHelp(c, mod, [])).replace(/\s+$/, "").replace(/^(protocols: )(.*)$/m, (_, p: string, l: string) => p + l.split(", ").sort().join(", "));
      parts.push(`## groupthink ${name}`, "", "```text", help, "```", "");
      const s = shapes.get(name);
      if (s) parts.push(`JSON (\`--json\`${name === "filter score" ? ", one document per line" : ""}):`, "", "```text", renderShape(s), "```", "");
    }
    return { text: parts.join("\n"), shapes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Markdown table of one field spec row. */
function fieldRow(name: string, f: FieldSpec): string {
  const type = f.kind === "enum" ? f.values.map((v) => `\`${String(v)}\``).join(" \\| ")
    : f.kind === "int" || f.kind === "number" ? `${f.kind === "int" ? "integer" : "number"}${f.min !== undefined ? ` ≥ ${f.min}` : ""}${f.max !== undefined ? ` ≤ ${f.max}` : ""}`
    : f.kind === "strings" ? "array of strings" : f.kind === "usage" ? "`{prompt_tokens, completion_tokens}`" : f.kind;
  return `| \`${name}\` | ${type} | ${f.required ? "yes" : "no"} | ${f.nullable ? "yes" : "no"} |`;
}

/** The generated block of docs/TRIAL-LOGS.md: every registered record kind's fields. */
export function fieldTables(): string {
  const out = [GEN, ""];
  for (const k of recordKindNames()) {
    const kind = getRecordKind(k)!;
    out.push(`### \`${k}\` records`, "", `Natural key (plus \`replicate\`): see the kind's file \`src/paradigms/${k}/kind.ts\`; summary fields: ${kind.summaryFields.map((f) => `\`${f}\``).join(", ")}.`, "");
    out.push("| field | type / values | required | null allowed |", "|---|---|---|---|");
    for (const [name, f] of Object.entries(kind.spec)) out.push(fieldRow(name, f));
    out.push("");
  }
  return out.join("\n");
}

const BEGIN = "<!-- BEGIN GENERATED FIELD TABLES -->", END = "<!-- END GENERATED FIELD TABLES -->";

/** TRIAL-LOGS.md with its generated block replaced. */
export function withFieldTables(text: string): string {
  const a = text.indexOf(BEGIN), b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/TRIAL-LOGS.md: markers ${BEGIN} … ${END} missing`);
  return `${text.slice(0, a + BEGIN.length)}\n${fieldTables()}\n${text.slice(b)}`;
}

async function main(check: boolean): Promise<number> {
  const ref = projectPath("docs/CLI-REFERENCE.md"), logs = projectPath("docs/TRIAL-LOGS.md");
  const wantRef = await cliReference();
  const wantLogs = withFieldTables(readFileSync(logs, "utf8"));
  const stale = [[ref, wantRef], [logs, wantLogs]].filter(([f, want]) => { try { return readFileSync(f, "utf8") !== want; } catch { return true; } });
  if (check) {
    for (const [f] of stale) process.stderr.write(`gen-docs: ${f} is out of date (npx tsx scripts/gen-docs.ts)\n`);
    return stale.length === 0 ? 0 : 1;
  }
  for (const [f, want] of stale) writeFileSync(f, want);
  process.stderr.write(`gen-docs: ${stale.length} file(s) rewritten\n`);
  return 0;
}

if (process.argv[1] && /gen-docs\.ts$/.test(process.argv[1])) {
  main(process.argv.includes("--check")).then((c) => { process.exitCode = c; });
}

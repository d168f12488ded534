/**
 * Protocol options checked against the protocol's declared {@link OptionSpec}
 * list: the one options parser every protocol shares (command line and
 * experiment files). Values arrive as the command line wrote them (strings,
 * `true` for a bare flag) or as an experiment file typed them (numbers,
 * booleans, arrays); each is converted to its spec's type and checked.
 * Options missing from the input get their spec's default (an option without
 * a default stays absent). An option not in the list, or a bad value, is a
 * {@link UsageError} naming the option and listing what is allowed.
 *
 * A protocol that declares no `options` (transitional) gets today's
 * pass-through: values that look like numbers become numbers, `true`/`false`
 * booleans; the caller warns once.
 *
 * @example
 * const specs: OptionSpec[] = [{ name: "rounds", type: "integer", min: 1, default: 15, help: "discussion rounds" }];
 * parseProtocolOptions(specs, { rounds: "5" }); // => { rounds: 5 }
 * parseProtocolOptions(specs, {});              // => { rounds: 15 }
 * parseProtocolOptions(specs, { round: "5" });  // throws UsageError: unknown option --round for this protocol (options: --rounds)
 */
import { UsageError } from "../errors.js";
import type { OptionSpec } from "./types.js";

/** A parsed option value. */
export type OptionValue = string | number | boolean | readonly string[] | null;

function shown(v: unknown): string {
  return typeof v === "string" ? JSON.stringify(v) : Array.isArray(v) ? JSON.stringify(v) : String(v);
}

function bad(spec: OptionSpec, raw: unknown, expected: string): UsageError {
  return new UsageError(`option --${spec.name} expects ${expected}, received ${shown(raw)}`);
}

/** Strict decimal number (no hex, no empty string, no `Infinity`). */
function decimal(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string" || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw.trim())) return null;
  return Number(raw);
}

function range(spec: OptionSpec, n: number, raw: unknown, what: string): number {
  const lo = spec.min, hi = spec.max;
  if ((lo !== undefined && n < lo) || (hi !== undefined && n > hi)) {
    const bounds = lo !== undefined && hi !== undefined ? `${lo}..${hi}` : lo !== undefined ? `>= ${lo}` : `<= ${hi}`;
    throw bad(spec, raw, `${what} ${bounds}`);
  }
  return n;
}

/**
 * Convert and check one value against its spec.
 *
 * @throws UsageError naming the option and the allowed values / type
 * @example
 * parseOptionValue({ name: "conditions", type: "list", values: ["solo", "peers"], help: "" }, "solo,peers"); // => ["solo", "peers"]
 * parseOptionValue({ name: "strategy", type: "enum", values: ["a", "b"], help: "" }, "c"); // throws UsageError: option --strategy expects one of a|b, received "c"
 */
export function parseOptionValue(spec: OptionSpec, raw: unknown): OptionValue {
  switch (spec.type) {
    case "integer": {
      const n = decimal(raw);
      if (n === null || !Number.isInteger(n)) throw bad(spec, raw, "an integer");
      return range(spec, n, raw, "an integer");
    }
    case "number": {
      const n = decimal(raw);
      if (n === null) throw bad(spec, raw, "a number");
      return range(spec, n, raw, "a number");
    }
    case "boolean": {
      if (raw === true || raw === "true") return true;
      if (raw === false || raw === "false") return false;
      throw bad(spec, raw, "true|false");
    }
    case "string": {
      if (typeof raw === "number") return String(raw);
      if (typeof raw !== "string") throw bad(spec, raw, "a string");
      return raw;
    }
    case "enum": {
      const s = typeof raw === "number" ? String(raw) : raw;
      if (typeof s !== "string" || !(spec.values ?? []).includes(s)) throw bad(spec, raw, `one of ${(spec.values ?? []).join("|")}`);
      return s;
    }
    case "list": {
      let items: unknown[];
      if (Array.isArray(raw)) items = raw;
      else if (typeof raw === "string") items = raw.split(",").map((s) => s.trim()).filter((s) => s.length > 0);
      else if (typeof raw === "number") items = [String(raw)];
      else throw bad(spec, raw, `a comma-separated list${spec.values ? ` of ${spec.values.join("|")}` : ""}`);
      const out = items.map((x) => (typeof x === "number" ? String(x) : x));
      for (const x of out) {
        if (typeof x !== "string" || (spec.values && !spec.values.includes(x))) {
          throw bad(spec, raw, `a comma-separated list${spec.values ? ` of ${spec.values.join("|")}` : " of strings"}`);
        }
      }
      if (out.length === 0) throw bad(spec, raw, `a non-empty list${spec.values ? ` of ${spec.values.join("|")}` : ""}`);
      return out as string[];
    }
  }
}

/**
 * Untyped pass-through for a protocol without declared options: numbers and `true`/`false` parsed.
 *
 * @example
 * passThroughOptions({ agents: "4", fast: "true", name: "x" }); // => { agents: 4, fast: true, name: "x" }
 */
export function passThroughOptions(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    out[k] = typeof v !== "string" ? v : v === "true" ? true : v === "false" ? false : decimal(v) !== null ? Number(v) : v;
  }
  return out;
}

/**
 * Parse raw protocol options against the declared specs, defaults filled in (see the file comment).
 *
 * @param specs the protocol's `options`
 * @param raw values by option name as written (`n-agents`)
 * @throws UsageError for an unknown option or a bad value
 * @example
 * parseProtocolOptions([{ name: "agents", type: "integer", min: 3, default: 4, help: "" }], { agents: "2" });
 * // throws UsageError: option --agents expects an integer >= 3, received "2"
 */
export function parseProtocolOptions(specs: readonly OptionSpec[], raw: Readonly<Record<string, unknown>>): Record<string, OptionValue> {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const out: Record<string, OptionValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    const spec = byName.get(name);
    if (!spec) {
      const names = specs.map((s) => `--${s.name}`).join(", ");
      throw new UsageError(`unknown option --${name} for this protocol (options: ${names || "none"})`);
    }
    out[name] = parseOptionValue(spec, value);
  }
  for (const s of specs) if (!(s.name in out) && s.default !== undefined) out[s.name] = s.default as OptionValue;
  return out;
}

/**
 * One help line per option: `--name TYPE  meaning (default D; one of ...)`.
 *
 * @example
 * optionHelpLines([{ name: "rounds", type: "integer", min: 1, default: 15, help: "discussion rounds T" }]);
 * // => ["  --rounds INTEGER        discussion rounds T (default 15; >= 1)"]
 */
export function optionHelpLines(specs: readonly OptionSpec[]): string[] {
  return specs.map((s) => {
    const head = `--${s.name} ${s.type === "boolean" ? "" : s.type.toUpperCase()}`.trimEnd();
    const notes: string[] = [];
    if (s.default !== undefined) notes.push(`default ${Array.isArray(s.default) ? s.default.join(",") : String(s.default)}`);
    if (s.values) notes.push(`${s.type === "list" ? "items" : "one of"} ${s.values.join("|")}`);
    if (s.min !== undefined && s.max !== undefined) notes.push(`${s.min}..${s.max}`);
    else if (s.min !== undefined) notes.push(`>= ${s.min}`);
    else if (s.max !== undefined) notes.push(`<= ${s.max}`);
    return `  ${head.padEnd(24)}${s.help}${notes.length ? ` (${notes.join("; ")})` : ""}`;
  });
}

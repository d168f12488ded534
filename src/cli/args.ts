/**
 * A small, strict command-line option parser shared by every command.
 * Unknown options — long or short (`-j`) — are a {@link UsageError} (exit 2),
 * never file names; numbers are plain decimals (`0x10`, `1e`, `""` rejected).
 *
 * @example
 * parseArgs(["a.jsonl", "--json", "--seed", "3"], { json: "boolean", seed: "number" });
 * // => { positionals: ["a.jsonl"], options: { json: true, seed: 3 } }
 */
import { UsageError } from "../errors.js";
import { booleanWord, inlineBoolean, negatedBoolean } from "./boolean-option.js";

export type OptionKind = "boolean" | "string" | "number";
export type OptionTable = Record<string, OptionKind>;
export type ParsedOptions<T extends OptionTable> = {
  [K in keyof T]?: T[K] extends "boolean" ? boolean : T[K] extends "number" ? number : string;
};

/** A plain decimal number: optional sign, digits with an optional fraction, optional exponent. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Parse `argv` (without the command words) against an option table; options are `--name value`
 * or `--name=value`. Booleans: `--name`, `--name true|false`, `--name=true|false`, `--no-name`
 * (see `boolean-option.ts`). `--flag-name` maps to the table key `flag-name`.
 * @throws UsageError for an unknown option, a missing value or a non-numeric number
 * @example
 * parseArgs(["a.jsonl", "--seed", "3", "--json", "--out=x"], { seed: "number", json: "boolean", out: "string" });
 * // => { positionals: ["a.jsonl"], options: { seed: 3, json: true, out: "x" } }
 * parseArgs(["--json", "false", "a"], { json: "boolean" }); // => { positionals: ["a"], options: { json: false } }
 * parseArgs(["--no-json"], { json: "boolean" }); // => { positionals: [], options: { json: false } }
 * parseArgs(["--nope"], { seed: "number" }); // throws UsageError: unknown option --nope
 * parseArgs(["-j"], { json: "boolean" });     // throws UsageError: unknown option -j (...)
 * parseArgs(["--seed", "0x10"], { seed: "number" }); // throws UsageError: option --seed expects a number, received "0x10"
 */
export function parseArgs<T extends OptionTable>(argv: readonly string[], table: T): { positionals: string[]; options: ParsedOptions<T> } {
  const positionals: string[] = [];
  const options: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a === "-" || !a.startsWith("-")) {
      positionals.push(a);
      continue;
    }
    if (!a.startsWith("--")) throw new UsageError(`unknown option ${a} (options are long: --name; --help lists them)`);
    const eq = a.indexOf("=");
    const name = a.slice(2, eq === -1 ? undefined : eq);
    const has = (n: string) => Object.prototype.hasOwnProperty.call(table, n);
    const negated = negatedBoolean(name, (n) => has(n) && table[n] === "boolean", has);
    if (negated !== undefined) {
      if (eq !== -1) throw new UsageError(`option --${name} takes no value`);
      options[negated] = false;
      continue;
    }
    const kind = has(name) ? table[name] : undefined;
    if (!kind) throw new UsageError(`unknown option --${name}`);
    if (kind === "boolean") {
      if (eq !== -1) options[name] = inlineBoolean(name, a.slice(eq + 1));
      else {
        const next = booleanWord(argv[i + 1]);
        if (next !== undefined) i++;
        options[name] = next ?? true;
      }
      continue;
    }
    let value: string | undefined;
    if (eq !== -1) value = a.slice(eq + 1);
    else value = argv[++i];
    if (value === undefined) throw new UsageError(`option --${name} needs a value`);
    if (kind === "number") {
      const n = Number(value);
      if (!DECIMAL.test(value) || !Number.isFinite(n)) throw new UsageError(`option --${name} expects a number, received ${JSON.stringify(value)}`);
      options[name] = n;
    } else options[name] = value;
  }
  return { positionals, options: options as ParsedOptions<T> };
}

/**
 * A non-negative integer option with a default (`--seed`, `--bootstrap`, `--limit` …).
 * @throws UsageError when the value is negative or not an integer
 * @example
 * intOption({ seed: 3 }, "seed", 0); // => 3
 * intOption({}, "bootstrap", 10000); // => 10000
 */
export function intOption(options: Record<string, unknown>, name: string, fallback: number): number {
  const v = options[name] ?? fallback;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0) throw new UsageError(`option --${name} expects a non-negative integer, received ${String(v)}`);
  return v;
}

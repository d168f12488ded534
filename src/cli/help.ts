/**
 * The shape of a command's `--help` and its formatter: every command prints
 * usage, a one-paragraph description, its arguments, its options with
 * defaults, the exit codes and an example, in that order. A command module
 * exports `help: CommandHelp` (or a ready `help` string); `main.ts` prints it.
 *
 * @example
 * formatHelp({ usage: "groupthink x LOG...", summary: "Do x.", args: [["LOG", "a log file"]], options: [["--json", "", "JSON output"]], examples: ["groupthink x a.jsonl"] })
 *   .split("\n")[0]; // => "usage: groupthink x LOG..."
 */

import { BOOLEAN_SPELLINGS_HELP } from "./boolean-option.js";

/** A `--help` text as data. */
export interface CommandHelp {
  /** The usage line, starting with `groupthink`. */
  usage: string;
  /** What the command does (one paragraph, wrapped by the formatter). */
  summary: string;
  /** Positional arguments: [name, meaning]. */
  args?: readonly (readonly [string, string])[];
  /** Options: [flag with its value name, default ("" when none), meaning]. */
  options?: readonly (readonly [string, string, string])[];
  /** Exit codes: [code, meaning]; defaults to the analysis commands' 0/1/2. */
  exit?: readonly (readonly [string, string])[];
  /** Example command lines. */
  examples: readonly string[];
}

/** The exit codes every command shares (cli.md). */
export const STANDARD_EXIT: readonly (readonly [string, string])[] = [
  ["0", "success"],
  ["1", "bad input (a message FILE:LINE: FIELD: reason on stderr, nothing on stdout)"],
  ["2", "bad usage (unknown option, bad value, missing argument)"],
];

/** Options every command accepts. */
const COMMON_OPTIONS: readonly (readonly [string, string, string])[] = [
  ["--help, -h", "", "print this help"],
  ["--debug", "", "print a stack trace on an internal error"],
];

function wrap(text: string, width: number, indent: string): string {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    if (cur.length > 0 && cur.length + 1 + w.length > width) {
      lines.push(cur);
      cur = w;
    } else cur = cur.length > 0 ? `${cur} ${w}` : w;
  }
  if (cur.length > 0) lines.push(cur);
  return lines.map((l) => indent + l).join("\n");
}

function table(rows: readonly (readonly string[])[]): string {
  const w = Math.max(...rows.map((r) => r[0].length));
  return rows.map((r) => `  ${r[0].padEnd(w)}  ${r.slice(1).filter((x) => x.length > 0).join(" ")}`.trimEnd()).join("\n");
}

/**
 * Render a {@link CommandHelp} as the multi-line `--help` text (ends with a newline).
 *
 * @example
 * formatHelp({ usage: "groupthink v LOG", summary: "Check.", options: [["--seed S", "0", "seed"]], examples: ["groupthink v a"] }).includes("--seed S    (default 0) seed");
 * // => true
 */
export function formatHelp(h: CommandHelp): string {
  const out: string[] = [`usage: ${h.usage}`, "", wrap(h.summary, 78, "")];
  if (h.args && h.args.length > 0) out.push("", "arguments:", table(h.args));
  const opts = [...(h.options ?? []), ...COMMON_OPTIONS].map(([flag, def, meaning]) => [flag, def === "" ? meaning : `(default ${def}) ${meaning}`]);
  out.push("", "options:", table(opts));
  out.push(`  ${BOOLEAN_SPELLINGS_HELP}`);
  out.push("", "exit status:", table(h.exit ?? STANDARD_EXIT));
  out.push("", h.examples.length > 1 ? "examples:" : "example:", ...h.examples.map((e) => `  $ ${e}`));
  return out.join("\n") + "\n";
}

/**
 * The `groupthink` command: dispatches to one module per command under
 * `src/cli/`, each exporting `main(argv): Promise<number>` (the exit status).
 * Exit 0 success, 1 bad input, 2 bad usage (see docs/CLI.md).
 * `groupthink CMD --help` prints the module's `help` (fallback: `fallback-help.ts`);
 * `groupthink --version` the package version; `--debug` anywhere adds stack traces.
 *
 * @example
 * // $ groupthink validate data/samples/phantom-sample.jsonl --json
 * // {"records":120,"counts":[{"protocol":"phantom","model":"typical","records":120}]}
 */
import { readFileSync } from "node:fs";
import { InputError, UsageError, escapeTerminal } from "../errors.js";
import { projectPath } from "../paths.js";
import { FALLBACK_HELP } from "./fallback-help.js";
import { type CommandHelp, formatHelp } from "./help.js";
import { redactUrlsInText } from "../runner/redact.js";

/**
 * Load the paradigm registry (every paradigm folder of src/paradigms/all.ts registers its protocol,
 * responder, record kind and measures), so every command (validate, metrics, export …) knows them.
 * Loaded on demand: `--version` does not pay for it (issue 22, a quick start). With `full` false, only the
 * folders' light parts (src/paradigms/manifests.ts: record kinds, facets, commands), enough for `--help` and
 * for a command marked `light` (`metrics phantom`, `fit judge`, …), which imports what it uses itself.
 *
 * @example
 * (await loadParadigms()).includes("phantom"); // => true
 */
export async function loadParadigms(full = true): Promise<string[]> {
  const { registerManifests } = await import("../paradigms/register-manifests.js");
  registerManifests();
  if (full) {
    await import("../runner/protocols/registry.js");
    await import("../paradigms/registry.js");
  }
  const { getParadigm, paradigmNames } = await import("../paradigms/registry-core.js");
  const names = paradigmNames();
  // the paradigms' own commands join the list once, after `validate`, in registration order
  const have = new Set(COMMANDS.map((c) => c.words.join(" ")));
  const add: Command[] = [];
  for (const n of names) for (const c of getParadigm(n)?.commands ?? []) if (!have.has(c.words.join(" "))) {
    have.add(c.words.join(" "));
    add.push({ words: [...c.words], module: c.module, help: c.help, ...(c.light ? { light: true } : {}) });
  }
  if (add.length > 0) (COMMANDS as Command[]).splice(1, 0, ...add);
  return names;
}

/** A command: its words, its module (a file of this folder, or a paradigm folder's module URL) and one-line help. */
export interface Command {
  words: string[];
  /** A module of this folder (without extension). */
  file?: string;
  /** A paradigm folder's command module (URL). */
  module?: string;
  help: string;
  /** It runs on the paradigms' light parts alone (a paradigm command marked `light`; see {@link loadParadigms}). */
  light?: boolean;
}

/**
 * Command words → module and one-line help: the shared commands here, and every paradigm folder's own
 * commands (its `commands`), which {@link loadParadigms} adds (the command line loads them before it
 * dispatches or prints help).
 */
export const COMMANDS: readonly Command[] = [
  { words: ["validate"], file: "validate", help: "validate LOG... [--json]  check records against the trial-log contract" },
  { words: ["run"], file: "run", help: "run PROTOCOL --model M [--base-url URL] --out RUN_DIR [runner options] [protocol options] | run --config EXP.yaml --out DIR [--dry-run]  (run PROTOCOL --help lists all)" },
  { words: ["sim", "serve"], file: "sim-serve", help: "sim serve [--port P] [--scenarios PATH]... [--latency-ms L] [--p429 X] [--p500 X] [--phang X] [--pmalformed X] [--seed S]" },
  { words: ["reparse"], file: "reparse", help: "reparse RUN_DIR  re-derive labels from stored raw replies" },
  { words: ["export"], file: "export", help: "export LOG|RUN... --format csv|parquet|jsonl --out FILE  one flat row per record (columns: docs/EXPORT.md)" },
  { words: ["view"], file: "view", help: "view RUN_DIR... --out FILE.html [--title T]  one self-contained page to browse trials, requests and replies" },
  { words: ["report"], file: "report", help: "report LOG|RUN... --out report.html [--bootstrap B] [--seed S] [--title T]  one shareable page: measures, tables, interactive figures" },
  { words: ["metrics"], file: "metrics", help: "metrics PROTOCOL LOG... [--json] [--csv]  the measures of any registered paradigm (its own section, else generic)" },
  { words: ["compare"], file: "compare", help: "compare PROTOCOL RUN... [--by model|condition|prompt_version|run] [--reference X] [--bootstrap B] [--seed S] [--json|--csv]  paired differences on shared units, with intervals and Holm-adjusted p" },
  { words: ["plan"], file: "plan", help: "plan PROTOCOL --effect D [--power 0.8] [--alpha 0.05] (--pilot RUN... | --model sim:PROFILE[,sim:OTHER]) [--measure M] [--json]  units, calls and cost to detect D (analytic, checked by simulation)" },
  { words: ["kernel", "install"], file: "kernel-install", help: "kernel install [--project DIR] [--name NAME] [--jupyter-dir DIR] [--starter FILE.ipynb] [--json]  register the TypeScript notebook kernel for your project" },
  { words: ["kernel", "run"], file: "kernel-run", help: "kernel run NOTEBOOK.ipynb... [--out DIR] [--json]  execute notebooks headlessly (execution counts set)" },
  { words: ["batch", "export"], file: "batch-export", help: "batch export PROTOCOL --model M --out RUN_DIR [run options] [--json]  write the next stage's requests for an offline engine (vLLM run_batch): RUN_DIR/batch/requests-K.jsonl" },
  { words: ["batch", "import"], file: "batch-import", help: "batch import RUN_DIR OUTPUT.jsonl [--json]  read an offline engine's batch output back into the run (then batch export again)" },
];

/** The `--help` text, listing the given paradigm names (see {@link loadParadigms}). */
export function helpText(paradigms: readonly string[] = []): string {
  const lines = [
    "groupthink — measure social conformity in multi-agent LLM systems",
    "",
    "usage: groupthink COMMAND [ARGS]     groupthink COMMAND --help     groupthink --version",
    "",
    "commands:",
    ...COMMANDS.map((c) => `  ${c.help}`),
    "",
    `paradigms: ${paradigms.join(", ")}`,
    "LOG arguments may be JSONL files, run folders or experiment folders.",
    "Exit status: 0 success, 1 bad input (FILE:LINE: FIELD: reason), 2 bad usage.",
    "Add --debug to see a stack trace on an internal error.",
    "Endpoint: OPENAI_BASE_URL / OPENAI_API_KEY, or --model sim:PROFILE for the in-process simulator.",
  ];
  return lines.join("\n") + "\n";
}

/**
 * The package version (package.json), as `groupthink --version` prints it.
 *
 * @example
 * packageVersion(); // => "0.1.0"
 */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(projectPath("package.json"), "utf8")) as { version: string }).version;
}

/** What a command module may export besides `main`. */
interface CommandModule {
  main(argv: string[]): Promise<number>;
  /** Its `--help`: a {@link CommandHelp} or ready text. */
  help?: CommandHelp | string | ((argv: readonly string[]) => string);
  /** A `--help` that depends on the arguments (e.g. `run PROTOCOL --help`); wins over `help`. */
  helpFor?(argv: readonly string[]): string | Promise<string>;
}

/**
 * The `--help` text of a command: the module's `helpFor(argv)` or `help`, else the
 * fallback in `fallback-help.ts`, else the one-line usage.
 *
 * @example
 * await commandHelp(COMMANDS[0], await import("./validate.js"), []); // => "usage: groupthink validate LOG... [--json]\n..."
 */
export async function commandHelp(cmd: (typeof COMMANDS)[number], mod: Partial<CommandModule> | null, argv: readonly string[]): Promise<string> {
  if (mod?.helpFor) return mod.helpFor(argv);
  if (typeof mod?.help === "function") return mod.help(argv);
  const h = mod?.help ?? FALLBACK_HELP[cmd.words.join(" ")];
  if (typeof h === "string") return h.endsWith("\n") ? h : h + "\n";
  if (h) return formatHelp(h);
  return `usage: groupthink ${cmd.help}\n`;
}

/** One line for an operating-system error (file missing, disk full, permission), or null for other errors. */
function systemErrorLine(e: unknown): string | null {
  const x = e as NodeJS.ErrnoException & { address?: string; port?: number };
  if (!(e instanceof Error) || typeof x.code !== "string" || !/^E[A-Z]+$/.test(x.code)) return null;
  const what: Record<string, string> = {
    ENOENT: "no such file or folder", EACCES: "permission denied", EPERM: "operation not permitted", ENOSPC: "no space left on the device",
    EROFS: "read-only file system", EISDIR: "is a folder", ENOTDIR: "not a folder", EEXIST: "already exists", EMFILE: "too many open files",
    ECONNREFUSED: "connection refused", ENOTFOUND: "host not found", EADDRINUSE: "address already in use",
  };
  const where = x.path ? ` ${JSON.stringify(x.path)}` : x.address ? ` ${x.address}${x.port ? `:${x.port}` : ""}` : "";
  return `${x.syscall ? `${x.syscall}` : "error"}${where}: ${what[x.code] ?? x.message} (${x.code})`;
}

/**
 * Run the CLI with the given arguments; returns the exit status. Every failure is one line on
 * stderr: a usage error (exit 2), bad input or an operating-system error (exit 1), or an internal
 * error naming the command (exit 1; the stack trace only with `--debug`).
 *
 * @example
 * await cli(["--help"]); // prints the help, => 0
 */
export async function cli(argv: readonly string[]): Promise<number> {
  const dd = argv.indexOf("--");
  const head = dd === -1 ? argv : argv.slice(0, dd);
  const debug = head.includes("--debug");
  const args = debug ? [...head.filter((a) => a !== "--debug"), ...(dd === -1 ? [] : argv.slice(dd))] : [...argv];
  if (args.length === 0 || args[0] === "--help" || args[0] === "-h" || args[0] === "help") {
    process.stdout.write(helpText(await loadParadigms(false)));
    return args.length === 0 ? 2 : 0;
  }
  if (args[0] === "--version" || args[0] === "-V") {
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  const find = () => COMMANDS.find((c) => c.words.every((w, i) => args[i] === w));
  let paradigms = await loadParadigms(false);
  let cmd = find();
  // every command but a light one sees the paradigms in full (issue 22: a command pays for what it uses)
  if (!cmd?.light) {
    paradigms = await loadParadigms(true);
    cmd = find();
  }
  if (!cmd && args[0] !== undefined && groupCommands(args[0]).length > 0) return groupHelp(args[0], args.slice(1));
  if (!cmd) {
    process.stderr.write(`groupthink: unknown command ${escapeTerminal(JSON.stringify(args.slice(0, 2).join(" ")))} (groupthink --help lists the commands)\n`);
    return 2;
  }
  const name = cmd.words.join(" ");
  const rest = args.slice(cmd.words.length);
  const restHead = rest.indexOf("--") === -1 ? rest : rest.slice(0, rest.indexOf("--"));
  // A group that also has a bare command (`metrics PROTOCOL`): alone it lists the group; a first word that is
  // neither an option nor a registered paradigm is an unknown command of the group.
  const bareGroup = cmd.words.length === 1 && groupCommands(cmd.words[0]!).length > 0;
  if (bareGroup && (restHead.length === 0 || (!restHead[0]!.startsWith("-") && !paradigms.includes(restHead[0]!)))) return groupHelp(cmd.words[0]!, restHead);
  let mod: CommandModule;
  try {
    const url = cmd.module ?? new URL(`./${cmd.file}.js`, import.meta.url).href;
    mod = PRELOADED.get(url) ?? (await import(url));
  } catch (e) {
    process.stderr.write(`groupthink: command ${name} is not available in this build (${escapeTerminal((e as Error).message)})\n`);
    return 2;
  }
  if (restHead.includes("--help") || restHead.includes("-h")) {
    const own = await commandHelp(cmd, mod, rest.filter((a) => a !== "--help" && a !== "-h"));
    // `metrics --help`: the group's commands first, then the bare command's own help
    process.stdout.write(bareGroup && (restHead[0] === "--help" || restHead[0] === "-h") ? `${groupHelpText(cmd.words[0]!)}\n${own}` : own);
    return 0;
  }
  try {
    return await mod.main(debug && cmd.file === "run" ? [...rest, "--debug"] : [...rest]); // run handles its own failures and reads --debug itself
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`groupthink ${name}: ${escapeTerminal(redactUrlsInText(e.message))}\nusage: groupthink ${cmd.help} (groupthink ${name} --help for details)\n`);
      return 2;
    }
    if (e instanceof InputError) {
      process.stderr.write(`${redactUrlsInText(e.message)}\n`);
      return 1;
    }
    const sys = systemErrorLine(e);
    if (sys !== null) {
      process.stderr.write(`groupthink ${name}: ${escapeTerminal(sys)}\n`);
      if (debug && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
      return 1;
    }
    const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const first = escapeTerminal(what.split("\n")[0]);
    if (debug) process.stderr.write(`groupthink ${name}: internal error: ${e instanceof Error && e.stack ? e.stack : first}\n`);
    else process.stderr.write(`groupthink ${name}: internal error: ${first} (rerun with --debug for the stack trace)\n`);
    return 1;
  }
}

/**
 * The commands of a command group (`metrics`, `fit`, `filter`, `sim`, `scenarios`, `tasks`, `judge`, ...): those of more than one word starting with it.
 *
 * @example
 * groupCommands("filter").map((c) => c.words.join(" ")); // => ["filter score", "filter evaluate"]
 */
export function groupCommands(word: string): (typeof COMMANDS)[number][] {
  return COMMANDS.filter((c) => c.words.length > 1 && c.words[0] === word);
}

/**
 * The group's help: its commands, one line each. `groupthink GROUP --help` prints it on
 * stdout (exit 0); `groupthink GROUP` alone or with an unknown subcommand on stderr (exit 2).
 *
 * @example
 * groupHelpText("metrics").split("\n")[0]; // => "usage: groupthink metrics phantom|panel|hidden_profile ..."
 */
export function groupHelpText(word: string): string {
  const cmds = groupCommands(word);
  return [
    `usage: groupthink ${word} ${cmds.map((c) => c.words.slice(1).join(" ")).join("|")} ...`,
    "",
    `commands of ${word}:`,
    ...cmds.map((c) => `  ${c.help}`),
    ...COMMANDS.filter((c) => c.words.length === 1 && c.words[0] === word).map((c) => `  ${c.help}`),
    "",
    `groupthink ${word} COMMAND --help prints a command's options, JSON and exit codes.`,
  ].join("\n") + "\n";
}

function groupHelp(word: string, rest: readonly string[]): number {
  if (rest.includes("--help") || rest.includes("-h")) {
    process.stdout.write(groupHelpText(word));
    return 0;
  }
  const why = rest.length === 0 ? `${word} expects a command` : `unknown command ${escapeTerminal(JSON.stringify(`${word} ${rest[0]}`))}`;
  process.stderr.write(`groupthink: ${why}\n${groupHelpText(word)}`);
  return 2;
}

/** Command modules already loaded, by module URL (see {@link preloadCommandModules}). */
const PRELOADED = new Map<string, CommandModule>();

/**
 * Hand the dispatcher command modules it need not import: module URL → the module. The bundled quick
 * path (dist/quick/<words>.js, scripts/bundle-cli.mjs) preloads its light command this way, so it runs on the
 * bundle's own registries (issue 22, a quick start); a command not listed is imported as before.
 *
 * @example
 * preloadCommandModules({}); // => undefined (nothing preloaded)
 */
export function preloadCommandModules(mods: Readonly<Record<string, CommandModule>>): void {
  for (const [url, mod] of Object.entries(mods)) PRELOADED.set(url, mod);
}

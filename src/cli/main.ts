/**
 * The `groupthink` command: dispatches to one module per command under
 * `src/cli/`, each exporting `main(argv): Promise<number>` (the exit status).
 * Exit 0 success, 1 bad input, 2 bad usage (see shared/spec/cli.md).
 *
 * @example
 * // $ groupthink validate data/samples/phantom-sample.jsonl --json
 * // {"records":120,"counts":[{"protocol":"phantom","model":"typical","records":120}]}
 */
import { DataError, UsageError } from "../errors.js";

/** Command words → module file (in this folder) and one-line help. */
export const COMMANDS: readonly { words: string[]; file: string; help: string }[] = [
  { words: ["validate"], file: "validate", help: "validate LOG... [--json]  check records against the trial-log contract" },
  { words: ["metrics", "phantom"], file: "metrics-phantom", help: "metrics phantom LOG... [--bootstrap B] [--seed S] [--by FIELD,...|all] [--scenarios PATH] [--json]" },
  { words: ["metrics", "panel"], file: "metrics-panel", help: "metrics panel LOG... [--bootstrap B] [--seed S] [--json]" },
  { words: ["metrics", "hidden_profile"], file: "metrics-hidden-profile", help: "metrics hidden_profile LOG... [--seed S] [--json]" },
  { words: ["fit", "judge"], file: "fit-judge", help: "fit judge LOG... [--c C] [--l1-alpha A] [--target-precision P] [--seed S] [--json] [--save FILTER.json]" },
  { words: ["filter", "score"], file: "filter-score", help: "filter score FILTER.json LOG... [--json]" },
  { words: ["run"], file: "run", help: "run PROTOCOL --model M [--base-url URL] --out RUN_DIR [--scenarios PATH] [--concurrency N] [--seed S] [--limit N] [--resume] [--no-cache] [--json]" },
  { words: ["sim", "serve"], file: "sim-serve", help: "sim serve [--port P] [--latency-ms L] [--p429 X] [--p500 X] [--phang X] [--pmalformed X] [--seed S]" },
  { words: ["reparse"], file: "reparse", help: "reparse RUN_DIR  re-derive labels from stored raw replies" },
  { words: ["scenarios", "validate"], file: "scenarios-validate", help: "scenarios validate [PATH]  check the phantom scenario bank" },
  { words: ["scenarios", "generate"], file: "scenarios-generate", help: "scenarios generate --model M --out DIR [--count N]  draft phantom scenarios through the runner" },
  { words: ["scenarios", "annotate"], file: "scenarios-annotate", help: "scenarios annotate [--scenarios PATH] --out SHEET.csv [--sample N] [--seed S]  write a rubric sheet for annotators" },
  { words: ["scenarios", "agreement"], file: "scenarios-agreement", help: "scenarios agreement A.csv B.csv [--bootstrap B] [--seed S] [--json]  Cohen's kappa per rubric item, disagreements" },
  { words: ["tasks", "generate"], file: "tasks-generate", help: "tasks generate --model M --out DIR [--count N]  draft and validate hidden-profile tasks" },
  { words: ["judge", "corpus"], file: "judge-corpus", help: "judge corpus --out FILE [--n N] [--seed S]  simulate a judge corpus with planted ground truth" },
];

/** The `--help` text. */
export function helpText(): string {
  const lines = [
    "groupthink — measure social conformity in multi-agent LLM systems",
    "",
    "usage: groupthink COMMAND [ARGS]",
    "",
    "commands:",
    ...COMMANDS.map((c) => `  ${c.help}`),
    "",
    "Exit status: 0 success, 1 bad input (FILE:LINE: FIELD: reason), 2 bad usage.",
    "Endpoint: OPENAI_BASE_URL / OPENAI_API_KEY, or --model sim:PROFILE for the in-process simulator.",
  ];
  return lines.join("\n") + "\n";
}

/**
 * Run the CLI with the given arguments; returns the exit status.
 *
 * @example
 * await cli(["--help"]); // prints the help, => 0
 */
export async function cli(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
    process.stdout.write(helpText());
    return argv.length === 0 ? 2 : 0;
  }
  const cmd = COMMANDS.find((c) => c.words.every((w, i) => argv[i] === w));
  if (!cmd) {
    process.stderr.write(`groupthink: unknown command ${JSON.stringify(argv.slice(0, 2).join(" "))}\n\n${helpText()}`);
    return 2;
  }
  const rest = argv.slice(cmd.words.length);
  if (rest.includes("--help") || rest.includes("-h")) {
    process.stdout.write(`usage: groupthink ${cmd.help}\n`);
    return 0;
  }
  let mod: { main(argv: string[]): Promise<number> };
  try {
    mod = await import(new URL(`./${cmd.file}.js`, import.meta.url).href);
  } catch (e) {
    process.stderr.write(`groupthink: command ${cmd.words.join(" ")} is not available in this build (${(e as Error).message})\n`);
    return 2;
  }
  try {
    return await mod.main([...rest]);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`groupthink ${cmd.words.join(" ")}: ${e.message}\nusage: groupthink ${cmd.help}\n`);
      return 2;
    }
    if (e instanceof DataError) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    throw e;
  }
}

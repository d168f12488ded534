/**
 * `groupthink batch import RUN_DIR OUTPUT.jsonl [--json]`: read an offline
 * engine's batch output (the OpenAI batch output format, as vLLM's
 * `run_batch` writes it) into a run folder prepared by `groupthink batch
 * export`. The lines answering the exported request file still waiting are
 * kept beside it (`RUN_DIR/batch/requests-K.output.jsonl`); the next `batch
 * export` (same arguments) journals them exactly as live replies and writes
 * the next stage. Requests without a line are asked again in the next export
 * (up to `--max-attempts`). See docs/BATCH.md.
 *
 * @example
 * // $ groupthink batch import runs/hp out-1.jsonl
 * // imported 60 of 60 lines for runs/hp/batch/requests-1.jsonl (0 requests without a line); next: groupthink batch export … (same arguments)
 */
import { parseArgs } from "./args.js";
import type { CommandHelp } from "./help.js";
import { UsageError } from "../errors.js";
import { importBatchOutput } from "../runner/batch-offline.js";
import { escapeControl } from "../runner/terminal-text.js";

/** The `--help` of `groupthink batch import`. */
export const help: CommandHelp = {
  usage: "groupthink batch import RUN_DIR OUTPUT.jsonl [--json]",
  summary:
    "Read an offline engine's batch output into a run folder prepared by groupthink batch export: the lines answering the request file still waiting are written beside it (RUN_DIR/batch/requests-K.output.jsonl); then run groupthink batch export again with the same arguments to journal them and write the next stage. Lines naming no request of that file are not imported; requests without a line are asked again by the next export (up to --max-attempts). docs/BATCH.md.",
  args: [["RUN_DIR", "the run folder given to batch export --out"], ["OUTPUT.jsonl", "the engine's output (one {custom_id, response: {status_code, body}, error} per line)"]],
  options: [["--json", "", "print what was imported as one JSON object: file, requests, lines, matched, unknown, missing"]],
  exit: [["0", "lines imported"], ["1", "the output file is not batch output JSONL"], ["2", "bad usage: no exported batch waiting, or no line answers it"]],
  examples: ["groupthink batch import runs/hp out-1.jsonl"],
};

/**
 * Run `groupthink batch import` with the arguments after `batch import`.
 *
 * @throws UsageError without RUN_DIR and OUTPUT, or when nothing in the run folder waits for this output
 * @example
 * // await main(["/tmp/hp-export", "/tmp/out-1.jsonl"]) resolves 0 once the engine's out-1.jsonl exists
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean" });
  if (positionals.length !== 2) throw new UsageError(`expected RUN_DIR OUTPUT.jsonl, received ${positionals.length} argument(s)`);
  const r = importBatchOutput(positionals[0], positionals[1]);
  if (options.json) process.stdout.write(JSON.stringify(r) + "\n");
  else {
    process.stderr.write(escapeControl(`imported ${r.matched} of ${r.lines} lines for ${r.requests} (${r.missing} requests without a line${r.unknown > 0 ? `, ${r.unknown} lines naming no request of it, not imported` : ""}); next: groupthink batch export with the same arguments`, { keepNewlines: false }) + "\n");
  }
  return 0;
}

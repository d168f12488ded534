/**
 * `groupthink batch export PROTOCOL --model M --out RUN_DIR [run options] [protocol options]`:
 * the offline hand-off of batch mode. Runs (or resumes) the run in `RUN_DIR`
 * exactly as `groupthink run … --batch` would, but instead of a Batch API the
 * stage's requests are written to `RUN_DIR/batch/requests-K.jsonl` (the OpenAI
 * batch input format, which vLLM's `python -m vllm.entrypoints.openai.run_batch
 * -i IN -o OUT --model M` reads) and the run stops there. `groupthink batch
 * import RUN_DIR OUT` reads the engine's output back; the next `batch export`
 * (same arguments) feeds it into the journal exactly as live replies and
 * writes the next stage, until the run is complete. See docs/BATCH.md.
 *
 * @example
 * // $ groupthink batch export hidden_profile --model Qwen/Qwen2.5-7B-Instruct --out runs/hp --limit 2
 * // wrote runs/hp/batch/requests-1.jsonl (60 requests); answer it with an offline engine, then groupthink batch import runs/hp OUT.jsonl
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CommandHelp } from "./help.js";
import { main as runMain } from "./run.js";
import { escapeControl } from "../runner/terminal-text.js";

/** The `--help` of `groupthink batch export`. */
export const help: CommandHelp = {
  usage: "groupthink batch export PROTOCOL --model M --out RUN_DIR [run options] [protocol options]",
  summary:
    "Write the next stage's requests of a run for an offline engine: runs (or resumes) the run in RUN_DIR as run --batch would, answering what was imported, and writes the stage's remaining requests to RUN_DIR/batch/requests-K.jsonl in the OpenAI batch input format (vLLM: python -m vllm.entrypoints.openai.run_batch -i RUN_DIR/batch/requests-K.jsonl -o out.jsonl --model M). Then groupthink batch import RUN_DIR out.jsonl, and batch export again with the same arguments for the next stage, until the run is complete. Takes every option of groupthink run (see run --help); --base-url, when given, only names the engine in the run identity. docs/BATCH.md.",
  options: [
    ["--model M", "", "the model as the engine names it (written into every request)"],
    ["--out RUN_DIR", "", "the run folder"],
    ["--json", "", "print the run summary as JSON (its batch.pending_file is the request file written, or null when the run is complete)"],
  ],
  exit: [["0", "a request file was written, or the run is complete"], ["1", "trials failed for good, or a write failed"], ["2", "bad usage"], ["3", "complete, but most records could not be parsed"]],
  examples: [
    "groupthink batch export hidden_profile --model Qwen/Qwen2.5-7B-Instruct --out runs/hp --limit 2 --sessions 2",
    "python -m vllm.entrypoints.openai.run_batch -i runs/hp/batch/requests-1.jsonl -o out-1.jsonl --model Qwen/Qwen2.5-7B-Instruct",
  ],
};

/**
 * The request file of the run folder still waiting for an engine's output, with its request count (null when none).
 *
 * @example
 * pendingRequestFile("/tmp/no-such-run"); // => null
 */
export function pendingRequestFile(dir: string): { file: string; requests: number } | null {
  let text: string;
  try {
    text = readFileSync(join(dir, "batch-offline.jsonl"), "utf8");
  } catch {
    return null;
  }
  const batches = text.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as { type: string; batch_id: string; custom_ids: string[] }).filter((e) => e.type === "batch");
  for (const b of batches.reverse()) {
    const k = /(\d+)$/.exec(b.batch_id)?.[1];
    const file = join(dir, "batch", `requests-${k}.jsonl`);
    try {
      readFileSync(join(dir, "batch", `requests-${k}.output.jsonl`));
    } catch {
      return { file, requests: b.custom_ids.length };
    }
  }
  return null;
}

/**
 * Run `groupthink batch export` with the arguments after `batch export`.
 *
 * @returns 0 when a request file was written (or the run is complete), else the run's exit status
 * @example
 * await main(["hidden_profile", "--model", "m", "--out", "/tmp/hp-export", "--limit", "1", "--sessions", "1", "--no-cache"]); // => 0 (writes /tmp/hp-export/batch/requests-1.jsonl)
 */
export async function main(argv: string[]): Promise<number> {
  const code = await runMain(argv, { batch: { offline: true } });
  if (argv.includes("--help") || argv.includes("-h")) return code;
  const i = argv.findIndex((a) => a === "--out" || a.startsWith("--out="));
  const out = i < 0 ? undefined : argv[i].startsWith("--out=") ? argv[i].slice(6) : argv[i + 1];
  const pending = out === undefined ? null : pendingRequestFile(out);
  if (pending === null) return code;
  if (!argv.includes("--json")) {
    process.stderr.write(escapeControl(`groupthink batch export: wrote ${pending.file} (${pending.requests} requests); answer it with an offline engine (e.g. python -m vllm.entrypoints.openai.run_batch -i ${pending.file} -o OUT.jsonl --model M), then groupthink batch import ${out} OUT.jsonl`, { keepNewlines: false }) + "\n");
  }
  return 0;
}

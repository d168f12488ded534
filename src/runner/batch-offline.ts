/**
 * The offline hand-off of batch mode (`groupthink batch export|import`): a
 * {@link BatchBackend} whose "upload" writes the stage's requests to
 * `RUN_DIR/batch/requests-K.jsonl` (the OpenAI batch input format, which
 * vLLM's `python -m vllm.entrypoints.openai.run_batch -i IN -o OUT --model M`
 * reads) and whose batch is answered once `importBatchOutput` has copied the
 * engine's output file beside it (`requests-K.output.jsonl`). The ledger is
 * `batch-offline.jsonl`.
 *
 * @example
 * const backend = createOfflineBatchBackend("/tmp/run", "http://127.0.0.1:8000/v1");
 * // groupthink batch export … writes /tmp/run/batch/requests-1.jsonl; an engine answers it; then:
 * // importBatchOutput("/tmp/run", "out.jsonl") then gives { file: ".../requests-1.output.jsonl", lines: 40, matched: 40, unknown: 0, missing: 0 }
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DataError, UsageError } from "../errors.js";
import { writeFileAtomic } from "./append-log.js";
import type { BatchBackend, BatchInfo } from "./batch-api.js";
import { openBatchLedger } from "./batch-ledger.js";

/**
 * The ledger file of the offline hand-off in a run folder.
 *
 * @example
 * OFFLINE_LEDGER; // => "batch-offline.jsonl"
 */
export const OFFLINE_LEDGER = "batch-offline.jsonl";

const inputName = (k: number): string => `requests-${k}.jsonl`;
const outputName = (k: number): string => `requests-${k}.output.jsonl`;
const numberOf = (id: string): number => Number(/(\d+)$/.exec(id)?.[1] ?? NaN);

/**
 * The request file of batch `batchId` of the offline hand-off (`offline-batch-K` → `RUN_DIR/batch/requests-K.jsonl`).
 *
 * @example
 * offlineRequestFile("/tmp/run", "offline-batch-2"); // => "/tmp/run/batch/requests-2.jsonl"
 */
export function offlineRequestFile(dir: string, batchId: string): string {
  return join(dir, "batch", inputName(numberOf(batchId)));
}

/**
 * A backend writing request files for an offline engine (see the file comment).
 *
 * @param endpoint what the run identity names as the endpoint (the engine's base URL, or `batch:offline`)
 * @example
 * createOfflineBatchBackend("/tmp/run", "batch:offline").offline; // => true
 */
export function createOfflineBatchBackend(dir: string, endpoint: string): BatchBackend {
  const folder = join(dir, "batch");
  const status = (k: number): BatchInfo => {
    const answered = existsSync(join(folder, outputName(k)));
    return { id: `offline-batch-${k}`, status: answered ? "completed" : "exported", input_file_id: `offline-file-${k}`, output_file_id: answered ? `offline-output-${k}` : null, error_file_id: null };
  };
  return {
    endpoint,
    offline: true,
    async upload(jsonl) {
      mkdirSync(folder, { recursive: true });
      const taken = readdirSync(folder).map((n) => /^requests-(\d+)\.jsonl$/.exec(n)).filter((m) => m !== null).map((m) => Number(m[1]));
      const k = taken.length > 0 ? Math.max(...taken) + 1 : 1;
      writeFileAtomic(join(folder, inputName(k)), jsonl);
      return `offline-file-${k}`;
    },
    async create(fileId) {
      return status(numberOf(fileId));
    },
    async retrieve(batchId) {
      return status(numberOf(batchId));
    },
    async list() {
      return [];
    },
    async content(fileId) {
      return readFileSync(join(folder, outputName(numberOf(fileId))), "utf8");
    },
  };
}

/** What {@link importBatchOutput} did. */
export interface ImportResult {
  /** The output file written into the run folder. */
  file: string;
  /** The request file it answers. */
  requests: string;
  lines: number;
  /** Lines whose custom id is one of that request file's. */
  matched: number;
  /** Lines naming no request of that file (not imported). */
  unknown: number;
  /** Requests of that file without a line (retried by the next export, up to --max-attempts). */
  missing: number;
}

/**
 * Import an engine's output JSONL into a run folder: the lines answering the exported batch
 * still waiting (the one whose custom ids they name) are written as its output file.
 *
 * @throws UsageError when the folder has no exported batch waiting, or no line matches one; DataError for a line that is not JSON
 * @example
 * importBatchOutput("/tmp/no-export", "/tmp/out.jsonl"); // throws UsageError: /tmp/no-export has no exported batch (batch-offline.jsonl is missing): run groupthink batch export first
 */
export function importBatchOutput(dir: string, file: string): ImportResult {
  if (!existsSync(join(dir, OFFLINE_LEDGER))) throw new UsageError(`${dir} has no exported batch (${OFFLINE_LEDGER} is missing): run groupthink batch export first`);
  const ledger = openBatchLedger(dir, OFFLINE_LEDGER);
  try {
    const waiting = ledger.batches().filter((b) => !existsSync(join(dir, "batch", outputName(numberOf(b.batch_id)))));
    if (waiting.length === 0) throw new UsageError(`${dir}: every exported batch already has its output; run groupthink batch export for the next stage`);
    const text = readFileSync(file, "utf8");
    const rows: { id: string; line: string }[] = [];
    text.split("\n").forEach((line, i) => {
      if (line.trim() === "") return;
      let x: { custom_id?: unknown };
      try {
        x = JSON.parse(line);
      } catch {
        throw new DataError(file, i + 1, "-", "not valid JSON");
      }
      if (typeof x.custom_id !== "string") throw new DataError(file, i + 1, "custom_id", "missing (not a batch output line)");
      rows.push({ id: x.custom_id, line });
    });
    const best = waiting.map((b) => {
      const ids = new Set(b.custom_ids);
      return { b, ids, n: rows.filter((r) => ids.has(r.id)).length };
    }).sort((a, b) => b.n - a.n)[0];
    if (best.n === 0) throw new UsageError(`${file}: no line answers a request of the exported batch ${offlineRequestFile(dir, best.b.batch_id)}`);
    const kept = rows.filter((r) => best.ids.has(r.id));
    const out = join(dir, "batch", outputName(numberOf(best.b.batch_id)));
    writeFileAtomic(out, kept.map((r) => r.line).join("\n") + "\n");
    const answered = new Set(kept.map((r) => r.id));
    return { file: out, requests: offlineRequestFile(dir, best.b.batch_id), lines: rows.length, matched: kept.length, unknown: rows.length - kept.length, missing: [...best.ids].filter((id) => !answered.has(id)).length };
  } finally {
    ledger.close();
  }
}

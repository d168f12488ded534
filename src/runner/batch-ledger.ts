/**
 * The batch ledger of a run folder (`batches.jsonl`; `batch-offline.jsonl`
 * for the offline hand-off): every input file uploaded and every batch
 * created, with the custom ids of its requests, appended *before* the
 * runner waits on it, so that a run killed at any point polls the batch it
 * already has instead of submitting it again. Crash-safe like the journal
 * (one write per entry; a torn last line is cut on open).
 *
 * @example
 * const ledger = openBatchLedger("/tmp/run", "batches.jsonl");
 * ledger.append({ type: "batch", batch_id: "batch_1", input_file_id: "file_1", custom_ids: ["gt-ab"], at: "…" });
 * ledger.batchesOf("gt-ab"); // => ["batch_1"]
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { openAppendLog, type AppendLog } from "./append-log.js";

/** An input file uploaded (its batch not yet known). */
export interface LedgerFile {
  type: "file";
  file_id: string;
  custom_ids: string[];
  at: string;
}

/** A batch created from an input file. */
export interface LedgerBatch {
  type: "batch";
  batch_id: string;
  input_file_id: string;
  custom_ids: string[];
  at: string;
}

/** A batch that reached a final state (for the record; resume does not need it). */
export interface LedgerEnd {
  type: "end";
  batch_id: string;
  status: string;
  at: string;
}

export type LedgerEntry = LedgerFile | LedgerBatch | LedgerEnd;

/** The ledger, read and appended. */
export interface BatchLedger {
  readonly path: string;
  append(entry: LedgerEntry): void;
  /** The batches holding a custom id, oldest first. */
  batchesOf(customId: string): string[];
  /** Uploaded files no batch line names yet (a crash between upload and create). */
  orphanFiles(): LedgerFile[];
  /** Every batch line, oldest first. */
  batches(): LedgerBatch[];
  close(): void;
}

/**
 * Open (creating when absent) the ledger `name` in `dir`.
 *
 * @example
 * openBatchLedger("/tmp/run-new", "batches.jsonl").batches(); // => [] (a new ledger)
 */
export function openBatchLedger(dir: string, name: string): BatchLedger {
  mkdirSync(dir, { recursive: true });
  const { log, entries } = openAppendLog(join(dir, name));
  const files: LedgerFile[] = [];
  const batches: LedgerBatch[] = [];
  const byId = new Map<string, string[]>();
  const take = (e: LedgerEntry): void => {
    if (e.type === "file") files.push(e);
    else if (e.type === "batch") {
      batches.push(e);
      for (const c of e.custom_ids) {
        const l = byId.get(c);
        if (l) l.push(e.batch_id);
        else byId.set(c, [e.batch_id]);
      }
    }
  };
  for (const e of entries as LedgerEntry[]) take(e);
  const l: AppendLog = log;
  return {
    path: l.path,
    append(e) {
      l.append(e);
      take(e);
    },
    batchesOf: (c) => byId.get(c) ?? [],
    orphanFiles() {
      const used = new Set(batches.map((b) => b.input_file_id));
      return files.filter((f) => !used.has(f.file_id));
    },
    batches: () => [...batches],
    close: () => l.close(),
  };
}

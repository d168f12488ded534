/**
 * An append-only JSON Lines file that survives crashes: each entry is one
 * `write` of `JSON + "\n"` (in the OS page cache as soon as the call returns,
 * so a SIGKILL loses nothing written); on open, a torn last line (no final
 * newline) is detected, dropped and cut from the file. A damaged line in the
 * middle is a {@link DataError}.
 *
 * @example
 * const { log, entries, torn } = openAppendLog("/tmp/run/calls.jsonl");
 * log.append({ job: "t1", key: "a0" });
 * log.close();
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, rmSync, truncateSync, writeFileSync, writeSync } from "node:fs";
import { DataError } from "../errors.js";

export interface AppendLog {
  readonly path: string;
  append(value: unknown): void;
  /** Append one entry already serialised: `line` is its JSON text and a newline (one write, as {@link AppendLog.append}). */
  appendLine(line: string): void;
  /** Append many entries with one write. */
  appendMany(values: readonly unknown[]): void;
  /** fsync the file (for durability against power loss; not needed for process crashes). */
  sync(): void;
  close(): void;
}

/**
 * Read a JSONL file written by {@link openAppendLog}, cutting a torn last line.
 * @returns the parsed entries and the number of bytes dropped (0 when the file was intact)
 * @throws DataError for a line that is not JSON before the last line
 * @example
 * // /tmp/c.jsonl holds '{"a":1}\n{"a":2' (the second line torn by a crash)
 * readRepairing("/tmp/c.jsonl"); // => { entries: [{ a: 1 }], tornBytes: 6 } (and the file is cut to its first line)
 */
export function readRepairing(path: string): { entries: unknown[]; tornBytes: number } {
  if (!existsSync(path)) return { entries: [], tornBytes: 0 };
  const buf = readFileSync(path);
  const end = buf.lastIndexOf(0x0a) + 1;
  const tornBytes = buf.length - end;
  if (tornBytes > 0) truncateSync(path, end);
  const text = buf.subarray(0, end).toString("utf8");
  const entries: unknown[] = [];
  let line = 0;
  let start = 0;
  while (start < text.length) {
    let nl = text.indexOf("\n", start);
    if (nl === -1) nl = text.length;
    line++;
    const s = text.slice(start, nl);
    start = nl + 1;
    if (s.trim() === "") continue;
    try {
      entries.push(JSON.parse(s));
    } catch {
      throw new DataError(path, line, "-", "not valid JSON (the journal is damaged before its last line)");
    }
  }
  return { entries, tornBytes };
}

/**
 * Open (creating if needed) an append log; returns the existing entries too.
 *
 * @throws DataError for a damaged line before the last one
 * @example
 * const a = openAppendLog("/tmp/new.jsonl"); // => { entries: [], tornBytes: 0, log }
 * a.log.append({ a: 1 }); a.log.close();
 * openAppendLog("/tmp/new.jsonl").entries; // => [{ a: 1 }]
 */
export function openAppendLog(path: string): { log: AppendLog; entries: unknown[]; tornBytes: number } {
  const { entries, tornBytes } = readRepairing(path);
  const fd = openSync(path, "a");
  let closed = false;
  const write = (text: string): void => {
    try {
      writeSync(fd, text);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err && typeof err === "object" && err.path === undefined) err.path = path; // name the file in the one-line error
      throw err;
    }
  };
  const log: AppendLog = {
    path,
    append(value) {
      write(JSON.stringify(value) + "\n");
    },
    appendLine(line) {
      write(line);
    },
    appendMany(values) {
      if (values.length === 0) return;
      let s = "";
      for (const v of values) s += JSON.stringify(v) + "\n";
      write(s);
    },
    sync() {
      fsyncSync(fd);
    },
    close() {
      if (!closed) closeSync(fd);
      closed = true;
    },
  };
  return { log, entries, tornBytes };
}

/**
 * Replace a file's contents atomically (write a sibling temp file, then rename). On failure the
 * temp file is removed; on a full disk (ENOSPC/EDQUOT) the existing file is overwritten in place
 * (its blocks are already allocated) before the error is rethrown.
 *
 * @example
 * writeFileAtomic("/tmp/x.txt", "hello");
 * readFileSync("/tmp/x.txt", "utf8"); // => "hello"
 */
export function writeFileAtomic(path: string, content: string): void {
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true }); // never leave a (0-byte) temp file behind
    const code = (e as NodeJS.ErrnoException).code;
    if ((code === "ENOSPC" || code === "EDQUOT") && existsSync(path)) {
      // Disk full: overwrite the existing file in place (its blocks are already allocated), then rethrow.
      try {
        const fd = openSync(path, "r+");
        try {
          writeSync(fd, content, 0);
          ftruncateSync(fd, Buffer.byteLength(content));
        } finally {
          closeSync(fd);
        }
      } catch {
        // nothing more can be done on a full disk
      }
    }
    throw e;
  }
}

/**
 * Stream a JSON Lines file line by line in constant memory (in the file size):
 * a leading UTF-8 BOM is dropped, `\r\n` line ends are accepted, blank lines
 * are skipped, and each line is parsed as JSON with its 1-based line number.
 * Bytes that are not valid UTF-8 are an error naming the line and byte
 * (never silently replaced by U+FFFD); a folder is an error, not `EISDIR`.
 *
 * @example
 * for await (const { line, value } of readJsonl("data/samples/phantom-sample.jsonl")) {
 *   console.log(line, value); // 1 { protocol: "phantom", trial_id: "ph-001:a0:private", ... }
 * }
 */
import { createReadStream } from "node:fs";
import { access, stat } from "node:fs/promises";
import { constants } from "node:fs";
import { DataError } from "../errors.js";

/** One parsed line. */
export interface JsonLine {
  line: number;
  value: unknown;
}

/**
 * Parse one line of a JSONL file.
 * @param text the line without its line end
 * @param file, line where it came from (1-based line), for the message
 * @throws DataError `FILE:LINE: -: not valid JSON (...)`, with a "truncated line?" hint when it does not end in `}`
 * @example
 * parseJsonLine('{"a": 1}', "f.jsonl", 1); // => { a: 1 }
 * parseJsonLine('{"a": ', "f.jsonl", 7);  // throws DataError: f.jsonl:7: -: not valid JSON (truncated line?): Unexpected end of JSON input
 */
export function parseJsonLine(text: string, file: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message.replace(/\s+/g, " ").slice(0, 120);
    const hint = line > 0 && !text.trimEnd().endsWith("}") ? " (truncated line?)" : "";
    throw new DataError(file, line, "-", `not valid JSON${hint}: ${msg}`);
  }
}

/**
 * Check a path is a file that can be opened for reading.
 * @throws DataError `FILE:0: -: cannot read file (...)`, or `...: is a folder` for a directory
 * @example
 * await assertReadable("/nope.jsonl"); // throws DataError: /nope.jsonl:0: -: cannot read file (ENOENT)
 */
export async function assertReadable(file: string): Promise<void> {
  try {
    await access(file, constants.R_OK);
    if ((await stat(file)).isDirectory()) throw Object.assign(new Error("is a folder"), { code: "EISDIR" });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EISDIR") throw new DataError(file, 0, "-", "is a folder, not a log file (pass the folder to loadLogs / the CLI to read its records.jsonl files)");
    throw new DataError(file, 0, "-", `cannot read file (${code ?? (e as Error).message})`);
  }
}

/**
 * Byte offset (0-based) of the first invalid UTF-8 sequence in `bytes`, or -1 when all are valid
 * (overlong forms, surrogates and code points above U+10FFFF are invalid, as in the WHATWG decoder).
 *
 * @example
 * firstInvalidUtf8(Buffer.from("ok é"));                  // => -1
 * firstInvalidUtf8(Uint8Array.from([0x61, 0xff, 0x62]));  // => 1
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) { i++; continue; }
    let need: number, lo = 0x80, hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) { need = 2; if (b === 0xe0) lo = 0xa0; if (b === 0xed) hi = 0x9f; }
    else if (b >= 0xf0 && b <= 0xf4) { need = 3; if (b === 0xf0) lo = 0x90; if (b === 0xf4) hi = 0x8f; }
    else return i;
    for (let j = 1; j <= need; j++) {
      const c = bytes[i + j];
      if (c === undefined || c < (j === 1 ? lo : 0x80) || c > (j === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function decodeLine(bytes: Uint8Array, file: string, line: number): string {
  try {
    return decoder.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    throw new DataError(file, line, "-", `invalid UTF-8 at byte ${at + 1} of the line (0x${bytes[Math.max(at, 0)].toString(16).padStart(2, "0")})`);
  }
}

/** Options of {@link readJsonl}. */
export interface ReadJsonlOptions {
  /**
   * Called with the error of a bad line (invalid UTF-8, not JSON), after which reading
   * goes on with the next line; without it the first bad line throws.
   */
  onLineError?: (error: DataError) => void;
}

/**
 * Yield every non-blank line of a JSONL file, parsed.
 * @param file the path
 * @param options `onLineError` to collect bad lines instead of stopping at the first
 * @throws DataError for an unreadable file or folder, invalid UTF-8, or a line that is not JSON
 * @example
 * for await (const { line, value } of readJsonl("data/samples/phantom-sample.jsonl")) {
 *   console.log(line, value.trial_id); // 1 "ph-001:a0:private"
 *   break;
 * }
 */
export async function* readJsonl(file: string, options: ReadJsonlOptions = {}): AsyncGenerator<JsonLine> {
  for await (const batch of readJsonlBatches(file, options)) for (const x of batch) yield x;
}

/**
 * {@link readJsonl} a read (up to 1 MiB) at a time: the parsed lines of each read as one array, in order
 * (a loader pays one asynchronous step per read instead of one per line: issue 22). A bad line ends the
 * batch before it: its error (thrown, or passed to `onLineError`) comes after every earlier line was
 * handed out, exactly when {@link readJsonl} reports it.
 *
 * @param file the path
 * @param options `onLineError` to collect bad lines instead of stopping at the first
 * @throws DataError as {@link readJsonl}
 * @example
 * let n = 0;
 * for await (const batch of readJsonlBatches("data/samples/phantom-sample.jsonl")) n += batch.length;
 * n; // => 120
 */
export async function* readJsonlBatches(file: string, options: ReadJsonlOptions = {}): AsyncGenerator<JsonLine[]> {
  await assertReadable(file);
  // 1 MiB reads; each read's complete lines are decoded as one string and split on "\n" (UTF-8 never
  // has a 0x0a byte inside a character, so this is the per-line decode, faster: issue 22). A read with
  // bad UTF-8 is done line by line on its bytes, to name the line and byte.
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  let line = 0;
  let pending: Buffer[] = [];
  let batch: JsonLine[] = [];
  /** A bad line's error, handled after the lines before it were handed out. */
  const report = (e: DataError): void => {
    if (!options.onLineError) throw e;
    options.onLineError(e);
  };
  const parsed = (text: string): JsonLine | DataError | null => {
    try {
      if (text.trim() === "") return null;
      return { line, value: parseJsonLine(text, file, line) };
    } catch (e) {
      if (!(e instanceof DataError)) throw e;
      return e;
    }
  };
  const emit = (bytes: Buffer): JsonLine | DataError | null => {
    line++;
    let end = bytes.length;
    if (end > 0 && bytes[end - 1] === 0x0d) end--;
    let start = 0;
    if (line === 1 && end >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
    let text: string;
    try {
      text = decodeLine(bytes.subarray(start, end), file, line);
    } catch (e) {
      if (!(e instanceof DataError)) throw e;
      return e;
    }
    return parsed(text);
  };
  /** {@link emit} for a line already decoded (the same `\r`, BOM and blank-line rules, on the string). */
  const emitText = (raw: string): JsonLine | DataError | null => {
    line++;
    let text = raw;
    if (text.length > 0 && text.charCodeAt(text.length - 1) === 0x0d) text = text.slice(0, -1);
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return parsed(text);
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const last = chunk.lastIndexOf(0x0a);
      if (last === -1) {
        pending.push(chunk);
        continue;
      }
      // only the line that straddles the previous read is copied (Buffer.concat of a whole 1 MiB read cost
      // ~8 ms of a short command's CPU); the rest of this read's complete lines are decoded in place
      const heads: Buffer[] = [];
      if (pending.length > 0) {
        const first = chunk.indexOf(0x0a);
        heads.push(Buffer.concat([...pending, chunk.subarray(0, first)]));
        if (first < last) heads.push(chunk.subarray(first + 1, last));
      } else heads.push(chunk.subarray(0, last));
      pending = last + 1 < chunk.length ? [chunk.subarray(last + 1)] : [];
      for (const head of heads) {
        let text: string | null;
        try {
          text = decoder.decode(head);
        } catch {
          text = null;
        }
        for (let from = 0; ; ) {
          const nl = text !== null ? text.indexOf("\n", from) : head.indexOf(0x0a, from);
          const out = text !== null
            ? emitText(nl === -1 ? text.slice(from) : text.slice(from, nl))
            : emit(nl === -1 ? head.subarray(from) : head.subarray(from, nl));
          if (out instanceof DataError) {
            if (batch.length > 0) {
              yield batch;
              batch = [];
            }
            report(out);
          } else if (out) batch.push(out);
          if (nl === -1) break;
          from = nl + 1;
        }
      }
      if (batch.length > 0) {
        yield batch;
        batch = [];
      }
    }
    if (pending.length > 0) {
      const out = emit(Buffer.concat(pending));
      if (out instanceof DataError) report(out);
      else if (out) yield [out];
    }
  } finally {
    stream.destroy();
  }
}

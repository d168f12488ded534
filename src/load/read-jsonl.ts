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
import { isAscii, isUtf8 } from "node:buffer";
import { access, open, stat } from "node:fs/promises";
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

/** Bytes asked for per read (1 MiB: few asynchronous steps, one buffer). */
const READ_BYTES = 1 << 20;

/**
 * A batch is handed out once its lines hold this many characters (or at the end of a read): the lines of a
 * batch are alive until the caller is done with it, so a smaller batch is less for each scavenge to copy.
 */
const BATCH_CHARS = 1 << 16;

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
  for await (const batch of readJsonlTextBatches(file, options)) {
    for (const { line, text } of batch) {
      let value: unknown;
      try {
        value = parseJsonLine(text, file, line);
      } catch (e) {
        if (!(e instanceof DataError) || !options.onLineError) throw e;
        options.onLineError(e);
        continue;
      }
      yield { line, value };
    }
  }
}

/** One non-blank line of a JSONL file, decoded but not parsed (see {@link readJsonlTextBatches}). */
export interface TextLine {
  /** 1-based line number. */
  line: number;
  /** The line without its line end (and, on line 1, without a UTF-8 BOM). */
  text: string;
}

/**
 * The non-blank lines of a JSONL file a read (up to 1 MiB) at a time, decoded but not parsed: the caller
 * parses each line with {@link parseJsonLine} when it gets to it (a loader pays one asynchronous step per
 * read instead of one per line; and each parsed record is garbage as soon as the caller is done with it,
 * instead of a whole read's records being alive at once, copied by every scavenge and promoted: issue 22).
 * A line with invalid UTF-8 ends the batch before it: its error (thrown, or passed to `onLineError`) comes
 * after every earlier line was handed out, exactly when {@link readJsonl} reports it.
 *
 * @param file the path
 * @param options `onLineError` to collect lines with invalid UTF-8 instead of stopping at the first
 * @throws DataError for an unreadable file or folder, or invalid UTF-8
 * @example
 * let n = 0;
 * for await (const batch of readJsonlTextBatches("data/samples/phantom-sample.jsonl")) n += batch.length;
 * n; // => 120
 */
export async function* readJsonlTextBatches(file: string, options: ReadJsonlOptions = {}): AsyncGenerator<TextLine[]> {
  await assertReadable(file);
  // Reads of up to 1 MiB into ONE buffer, reused (a fresh 1 MiB buffer per read, as a read stream does, is
  // fresh memory to fault in each time: ~13 µs a 4 KiB page on this VM; issue 22). A read's complete lines
  // are checked at once (isAscii, else isUtf8: the same verdict as the fatal TextDecoder) and then decoded
  // one line at a time into small strings, never one 1 MiB string (V8 puts strings of >= 128 KiB in
  // large-object space, again fresh pages). Only a line straddling two reads is copied. A read with bad
  // UTF-8 is decoded line by line on its bytes, to name the line and byte. UTF-8 never has a 0x0a byte
  // inside a character, so splitting the bytes on 0x0a splits the text on "\n".
  const fh = await open(file, "r");
  const buf = Buffer.allocUnsafeSlow(READ_BYTES);
  let line = 0;
  let pending: Buffer[] = [];
  let batch: TextLine[] = [];
  let batchChars = 0;
  /** A bad line's error, handled after the lines before it were handed out. */
  const report = (e: DataError): void => {
    if (!options.onLineError) throw e;
    options.onLineError(e);
  };
  const kept = (text: string): TextLine | null => (text.trim() === "" ? null : { line, text });
  /** One line's bytes (without its "\n"), checked and decoded on their own. */
  const emit = (bytes: Buffer): TextLine | DataError | null => {
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
    return kept(text);
  };
  /** {@link emit} for a line whose bytes are known valid (the same `\r`, BOM and blank-line rules, on the string). */
  const emitText = (raw: string): TextLine | null => {
    line++;
    let text = raw;
    if (text.length > 0 && text.charCodeAt(text.length - 1) === 0x0d) text = text.slice(0, -1);
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return kept(text);
  };
  try {
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, READ_BYTES, null);
      if (bytesRead === 0) break;
      const chunk = buf.subarray(0, bytesRead);
      const last = chunk.lastIndexOf(0x0a);
      if (last === -1) {
        pending.push(Buffer.from(chunk)); // a copy: `buf` is read into again
        continue;
      }
      const heads: Buffer[] = [];
      if (pending.length > 0) {
        const first = chunk.indexOf(0x0a);
        heads.push(Buffer.concat([...pending, chunk.subarray(0, first)]));
        if (first < last) heads.push(chunk.subarray(first + 1, last));
      } else heads.push(chunk.subarray(0, last));
      pending = last + 1 < chunk.length ? [Buffer.from(chunk.subarray(last + 1))] : [];
      for (const head of heads) {
        // "latin1" decodes ASCII bytes exactly as UTF-8 does, without the UTF-8 decoder
        const encoding = isAscii(head) ? "latin1" : isUtf8(head) ? "utf8" : null;
        for (let from = 0; ; ) {
          const nl = head.indexOf(0x0a, from);
          const to = nl === -1 ? head.length : nl;
          const out = encoding !== null ? emitText(head.toString(encoding, from, to)) : emit(head.subarray(from, to));
          if (out instanceof DataError) {
            if (batch.length > 0) {
              yield batch;
              batch = [];
              batchChars = 0;
            }
            report(out);
          } else if (out) {
            batch.push(out);
            batchChars += out.text.length;
            if (batchChars >= BATCH_CHARS) {
              yield batch;
              batch = [];
              batchChars = 0;
            }
          }
          if (nl === -1) break;
          from = nl + 1;
        }
      }
      if (batch.length > 0) {
        yield batch;
        batch = [];
        batchChars = 0;
      }
    }
    if (pending.length > 0) {
      const out = emit(Buffer.concat(pending));
      if (out instanceof DataError) report(out);
      else if (out) yield [out];
    }
  } finally {
    await fh.close();
  }
}

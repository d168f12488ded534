/**
 * Stream a JSON Lines file line by line in constant memory (in the file size):
 * a leading UTF-8 BOM is dropped, `\r\n` line ends are accepted, blank lines
 * are skipped, and each line is parsed as JSON with its 1-based line number.
 *
 * @example
 * for await (const { line, value } of readJsonl("data/samples/phantom-sample.jsonl")) {
 *   console.log(line, value); // 1 { protocol: "phantom", trial_id: "ph-001:a0:private", ... }
 * }
 */
import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { constants } from "node:fs";
import { createInterface } from "node:readline";
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
 * Check a file can be opened for reading.
 * @throws DataError `FILE:0: -: cannot read file (...)`
 * @example
 * await assertReadable("/nope.jsonl"); // throws DataError: /nope.jsonl:0: -: cannot read file (ENOENT)
 */
export async function assertReadable(file: string): Promise<void> {
  try {
    await access(file, constants.R_OK);
  } catch (e) {
    throw new DataError(file, 0, "-", `cannot read file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

/**
 * Yield every non-blank line of a JSONL file, parsed.
 * @throws DataError for an unreadable file or a line that is not JSON
 * @example
 * for await (const { line, value } of readJsonl("data/samples/phantom-sample.jsonl")) {
 *   console.log(line, value.trial_id); // 1 "ph-001:a0:private"
 *   break;
 * }
 */
export async function* readJsonl(file: string): AsyncGenerator<JsonLine> {
  await assertReadable(file);
  const stream = createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 16 });
  const rl = createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (let text of rl) {
      line++;
      if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.trim() === "") continue;
      yield { line, value: parseJsonLine(text, file, line) };
    }
  } finally {
    rl.close();
    stream.destroy();
  }
}

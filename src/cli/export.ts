/**
 * `groupthink export LOG|RUN... --format csv|parquet|jsonl --out FILE`: every
 * record of the inputs (validated, as `loadLogs` reads them), one row per
 * record, nested fields flattened to the documented columns (see
 * `src/export/`): CSV per RFC 4180 (formula-looking cells neutralised unless
 * `--raw-formulas`), Parquet through apache-arrow + parquet-wasm, or flat JSON
 * Lines, streamed in bounded memory (`exportLogs`). Without `--format` the format is taken
 * from the extension of `--out` (`.csv`, `.parquet`, `.jsonl`). Prints a
 * one-line summary on stderr.
 *
 * @example
 * // $ groupthink export data/samples/phantom-sample.jsonl --format csv --out phantom.csv
 * // (stderr) wrote 120 rows × 23 columns to phantom.csv (csv)
 */
import { UsageError, escapeTerminal } from "../errors.js";
import { exportLogs } from "../export/export-logs.js";
import { EXPORT_FORMATS, isExportFormat, type ExportFormat } from "../export/export-format.js";
import { parseArgs } from "./args.js";

function formatOf(format: string | undefined, out: string): ExportFormat {
  const f = format ?? /\.([a-z]+)$/i.exec(out)?.[1]?.toLowerCase();
  if (!isExportFormat(f)) {
    throw new UsageError(`option --format expects one of ${EXPORT_FORMATS.join(", ")}, received ${JSON.stringify(format ?? f ?? "")}${format ? "" : " (from --out's extension)"}`);
  }
  return f;
}

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { format: "string", out: "string", seed: "number", "raw-formulas": "boolean" });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file or RUN directory");
  if (!options.out) throw new UsageError("option --out FILE is required");
  const format = formatOf(options.format, options.out);
  const done = await exportLogs(positionals, options.out, format, { rawFormulas: options["raw-formulas"] === true });
  process.stderr.write(`wrote ${done.rows} rows × ${done.columns} columns to ${escapeTerminal(options.out)} (${format})\n`);
  return 0;
}

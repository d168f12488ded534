/**
 * What a paradigm folder declares (`src/paradigms/<name>/index.ts` exports
 * `paradigm`): its record kind, protocol and simulator responder (the run
 * side), and optionally its measures document (read by `report` and the
 * generic `metrics PROTOCOL`), its own `metrics` command section, and the
 * fields its records are counted by in figures. Everything is optional but
 * the name; what is missing gets the generic treatment (record counts, parse
 * failures, label counts), never silence.
 *
 * @example
 * const mini: Paradigm = { name: "mini" };
 */
import type { CommandHelp } from "../cli/help.js";
import type { CompareSupport } from "../metrics/common/analysis-registry.js";
import type { Protocol, SimResponder } from "../runner/types.js";
import type { RecordKind } from "../schema/record-kind.js";
import type { AnyRecord } from "../schema/records.js";

/** Options a paradigm's measures get from `report` and `metrics`. */
export interface ParadigmMeasureOptions {
  bootstrap: number;
  seed: number;
}

/** One paradigm, as its folder declares it. */
export interface Paradigm {
  /** The record kind's and protocol's name (snake_case). */
  readonly name: string;
  readonly recordKind?: RecordKind<any>;
  readonly protocol?: Protocol<any>;
  readonly responder?: SimResponder;
  /** Its measures document (`{value, n, ci}` measures in rows; what `metrics … --json` prints). */
  measures?(records: readonly AnyRecord[], options: ParadigmMeasureOptions): object;
  /** Its own `groupthink metrics NAME` section (else the generic one over `measures`). */
  readonly metrics?: { readonly help: CommandHelp; main(argv: string[]): Promise<number> };
  /** The label field and the field records are grouped by in label counts (default: the kind's label field, and `condition`). */
  readonly facets?: { readonly label: string; readonly by: string };
  /** How its measure intervals are made, for the report's figure title (default: 95% intervals). */
  measuresCaption?(options: ParadigmMeasureOptions): string;
  /** What the report says when it has no measures document. */
  readonly noMeasuresNote?: string;
  /** Pairing of two sides for `compare` and `plan` (absent: the paradigm cannot be compared yet). */
  readonly compare?: CompareSupport;
  /** The record fields its `metrics` reads: a log is then loaded with only these (`loadLogsProjected`; absent: whole records). */
  readonly metricFields?: readonly string[];
  /**
   * Make its reparse use the master dictionary at this path (null: its shipped default), as
   * `groupthink reparse RUN_DIR --dictionary DICT.json` asks; returns the restore.
   */
  reparseDictionary?(path: string | null): () => void;
  /** Its own commands (`metrics NAME`, `fit judge`, `scenarios validate`, …), listed by `--help` and dispatched by the command line. */
  readonly commands?: readonly ParadigmCommand[];
}

/**
 * A command a paradigm folder contributes: its words, one-line help and the module (a URL, usually
 * `new URL("./cli/x.js", import.meta.url).href`) exporting `main(argv)` and `help`.
 *
 * @example
 * const c: ParadigmCommand = { words: ["metrics", "mini"], help: "metrics mini LOG...", module: "file:///x.js" };
 */
export interface ParadigmCommand {
  readonly words: readonly string[];
  readonly help: string;
  readonly module: string;
  /**
   * It runs with the paradigms' light parts alone (record kinds, facets, commands: their `manifest.ts`), its module
   * importing what it uses, so the command line does not load every protocol, simulator and measure first (issue 22).
   */
  readonly light?: boolean;
}

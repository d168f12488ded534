/**
 * The provenance every `--json` document and `--csv` table of an analysis
 * command carries (`simulated`, `bootstrap`, `seed`, `run_ids`; see
 * `src/export/provenance.ts` and docs/compare-and-plan.md): these two helpers
 * turn a command's document or CSV text plus the logs it read into the line(s)
 * it prints.
 *
 * @example
 * jsonLine({ n: 1 }, { phantom: [{ run_id: "r1", simulated: true }] }, { bootstrap: 100, seed: 0 });
 * // => '{"simulated":true,"bootstrap":100,"seed":0,"run_ids":["r1"],"n":1}\n'
 */
import { csvWithProvenance, provenanceOf, withProvenance } from "../export/provenance.js";

/** The records read, as `loadLogs` returns them (one array per record kind). */
export type LogsRead = Readonly<Record<string, readonly object[]>>;

const all = (logs: LogsRead): object[] => Object.values(logs).flat();

/**
 * One JSON line: the document with the provenance keys in front (the document's own keys win).
 * @example
 * jsonLine({ seed: 5 }, {}, { bootstrap: null, seed: 5 }); // => '{"simulated":false,"bootstrap":null,"seed":5,"run_ids":[]}\n'
 */
export function jsonLine(doc: object, logs: LogsRead, settings: { bootstrap: number | null; seed: number }): string {
  return JSON.stringify(withProvenance(doc, provenanceOf(all(logs), settings))) + "\n";
}

/**
 * CSV text with the provenance as constant trailing columns.
 * @example
 * csvText("a\r\n1\r\n", {}, { bootstrap: 0, seed: 0 }); // => "a,simulated,bootstrap,seed,run_ids\r\n1,false,0,0,\r\n"
 */
export function csvText(csv: string, logs: LogsRead, settings: { bootstrap: number | null; seed: number }): string {
  return csvWithProvenance(csv, provenanceOf(all(logs), settings));
}

/**
 * Provenance of a machine-readable output (issue 21): whether any record
 * read is simulated, the bootstrap B (null where nothing is resampled), the
 * seed, and the run ids read. Every `--json` document carries these four
 * top-level keys and every `--csv` table carries them as constant columns
 * (`run_ids` joined by `;`), so a number never leaves the tool without them
 * (docs/compare-and-plan.md, "Provenance").
 *
 * @example
 * provenanceOf([{ run_id: "r1", simulated: true }, { run_id: "r0" }], { bootstrap: 1000, seed: 0 });
 * // => { simulated: true, bootstrap: 1000, seed: 0, run_ids: ["r0", "r1"] }
 */

/** The provenance keys. */
export interface Provenance {
  simulated: boolean;
  bootstrap: number | null;
  seed: number;
  run_ids: string[];
}

/** The provenance key names, in output order. */
export const PROVENANCE_KEYS = ["simulated", "bootstrap", "seed", "run_ids"] as const;

/**
 * Provenance of the records an output was computed from.
 * @param records the records read (any protocol); not modified
 * @param settings the bootstrap B (null: none) and seed used
 * @example
 * provenanceOf([], { bootstrap: null, seed: 3 }); // => { simulated: false, bootstrap: null, seed: 3, run_ids: [] }
 */
export function provenanceOf(records: Iterable<object>, settings: { bootstrap: number | null; seed: number }): Provenance {
  let simulated = false;
  const runs = new Set<string>();
  for (const r of records) {
    const x = r as { simulated?: unknown; run_id?: unknown };
    if (x.simulated === true) simulated = true;
    if (typeof x.run_id === "string") runs.add(x.run_id);
  }
  return { simulated, bootstrap: settings.bootstrap, seed: settings.seed, run_ids: [...runs].sort() };
}

/**
 * A JSON document with the provenance keys added at the top (existing keys of `doc` win,
 * so a document that already reports e.g. its own `bootstrap` keeps it).
 * @example
 * withProvenance({ protocol: "panel" }, { simulated: false, bootstrap: 0, seed: 1, run_ids: ["r"] });
 * // => { simulated: false, bootstrap: 0, seed: 1, run_ids: ["r"], protocol: "panel" }
 */
export function withProvenance<T extends object>(doc: T, p: Provenance): Provenance & T {
  return { ...p, ...doc };
}

/**
 * CSV text with the provenance as constant trailing columns (RFC 4180, CRLF line ends
 * as `toCsv` writes them; a header-only or empty table gets the header columns only).
 * @example
 * csvWithProvenance("a,b\r\n1,2\r\n", { simulated: true, bootstrap: null, seed: 0, run_ids: ["r1", "r2"] });
 * // => "a,b,simulated,bootstrap,seed,run_ids\r\n1,2,true,,0,r1;r2\r\n"
 */
export function csvWithProvenance(csv: string, p: Provenance): string {
  const lines = csvRecords(csv);
  const runIds = p.run_ids.join(";");
  const cell = /[",\r\n]/.test(runIds) ? `"${runIds.replace(/"/g, '""')}"` : runIds;
  const tail = `${p.simulated},${p.bootstrap ?? ""},${p.seed},${cell}`;
  const head = lines.length === 0 || lines[0] === "" ? PROVENANCE_KEYS.join(",") : `${lines[0]},${PROVENANCE_KEYS.join(",")}`;
  return [head, ...lines.slice(1).map((l) => `${l},${tail}`)].join("\r\n") + "\r\n";
}

/** Split CSV text into records at CRLFs outside quoted cells (a quoted cell may hold line breaks). */
function csvRecords(csv: string): string[] {
  const out: string[] = [];
  let start = 0, quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "\r" && csv[i + 1] === "\n") {
      out.push(csv.slice(start, i));
      start = i + 2;
      i++;
    }
  }
  if (start < csv.length) out.push(csv.slice(start));
  return out;
}

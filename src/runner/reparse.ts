/**
 * Re-derive the labels of a finished run from the raw replies it stored,
 * with the protocol's current parsers and no new requests (`groupthink
 * reparse RUN_DIR`). `records.jsonl` is rewritten atomically (same order,
 * same trial ids); the manifest records the parser version used, and when.
 *
 * @example
 * const r = reparseRun("data/runs/ph1");
 * r.changed; // => records whose labels changed
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { DataError } from "../errors.js";
import { recordKey, type TrialRecord } from "../schema/records.js";
import { validateRecord } from "../schema/validate.js";
import { readRepairing, writeFileAtomic } from "./append-log.js";
import { stableStringify } from "./hash.js";
import { JOURNAL_FILES, takeLock } from "./journal.js";
import { MANIFEST_FILE, readManifest, writeManifest } from "./manifest.js";
import { getProtocol } from "./protocols/registry.js";
import type { Protocol } from "./types.js";

export interface ReparseSummary {
  run_id: string;
  protocol: string;
  parser_version: string;
  records: number;
  changed: number;
  parse_failures: number;
}

/**
 * Re-parse every record of a run directory in place (see above).
 *
 * @param dir the run directory
 * @param protocol the protocol object (default: the one named in the manifest, from the registry)
 * @throws DataError when the directory has no manifest or a record becomes invalid
 * @example
 * reparseRun("/tmp/empty-dir"); // throws DataError: /tmp/empty-dir/manifest.json:1: -: no manifest: not a run directory
 */
export function reparseRun(dir: string, protocol?: Protocol<any>): ReparseSummary {
  const manifest = readManifest(dir);
  if (!manifest) throw new DataError(join(dir, MANIFEST_FILE), 1, "-", "no manifest: not a run directory");
  const key = manifest.config.protocol;
  const p = protocol ?? getProtocol(key);
  const lock = takeLock(dir);
  try {
    const path = join(dir, JOURNAL_FILES.records);
    const { entries } = readRepairing(path);
    let changed = 0;
    let failures = 0;
    const out: TrialRecord[] = entries.map((e, i) => {
      const before = validateRecord(e, path, i + 1);
      const after = validateRecord(p.reparse(before), path, i + 1);
      if (recordKey(after) !== recordKey(before)) throw new DataError(path, i + 1, "trial_id", "reparse changed the trial id");
      if (stableStringify(after) !== stableStringify(before)) changed++;
      if (typeof after.parse_error === "string") failures++;
      return after;
    });
    writeFileAtomic(path, out.map((r) => JSON.stringify(r) + "\n").join(""));
    manifest.parser_versions = { ...manifest.parser_versions, [key]: p.parserVersion };
    manifest.reparsed = [...(manifest.reparsed ?? []), { at: new Date().toISOString(), parser_version: p.parserVersion, changed }];
    manifest.counts = { ...manifest.counts, parse_failures: failures };
    writeManifest(dir, manifest);
    return { run_id: manifest.run_id, protocol: key, parser_version: p.parserVersion, records: out.length, changed, parse_failures: failures };
  } finally {
    rmSync(lock, { force: true });
  }
}

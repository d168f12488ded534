/**
 * The hidden-profile transcript artefact (written by the driver to
 * `RUN_DIR/transcripts/<job>.json`, linked from each record's `transcript`
 * field) and its reader. Version 1.
 *
 * @example
 * const t = await readHiddenProfileTranscripts("data/sim/hidden_profile/typical");
 * t[0].rounds[0].messages[0]; // => { agent: 0, role: "member", content: "...", choice: "North Hill" }
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { DataError } from "../../../errors.js";

/**
 * One discussion message. `choice` = the option the message supports (read by the run's extraction call,
 * or the rule-based reader for explicit stance phrases), or null; `choice_source` says which read it.
 */
export interface HpMessage {
  agent: number;
  role: "member" | "secretary";
  content: string;
  choice: string | null;
  choice_source?: "model" | "rules" | null;
  /** Hidden facts the run's extraction call read in the message (indices into the flattened `hidden_facts`); absent = not read by a model. */
  facts?: number[];
}

/** One discussion round (1-based). */
export interface HpRound {
  round: number;
  messages: HpMessage[];
}

/** A session's discussion. */
export interface HpTranscript {
  version: 1;
  job: string;
  task_id: string;
  session: number;
  variant: string;
  options: string[];
  correct_answer: string;
  /** The hidden facts each agent held. */
  hidden_facts: { agent: number; facts: string[] }[];
  pre_votes: (string | null)[];
  rounds: HpRound[];
  post_votes: (string | null)[];
}

/**
 * Read every `transcripts/*.json` under a run directory (sorted by file name).
 * @throws DataError when a file is not a version-1 transcript
 */
export async function readHiddenProfileTranscripts(runDir: string): Promise<HpTranscript[]> {
  const dir = join(runDir, "transcripts");
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const out: HpTranscript[] = [];
  for (const n of names) {
    const file = join(dir, n);
    let t: unknown;
    try {
      t = JSON.parse(await readFile(file, "utf8"));
    } catch (e) {
      throw new DataError(file, 1, "-", `not JSON: ${(e as Error).message}`);
    }
    const o = t as Partial<HpTranscript>;
    if (o.version !== 1 || !Array.isArray(o.rounds) || !Array.isArray(o.hidden_facts)) throw new DataError(file, 1, "version", "not a version-1 hidden-profile transcript");
    out.push(o as HpTranscript);
  }
  return out;
}

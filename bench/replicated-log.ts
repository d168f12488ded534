/**
 * Synthetic panel, hidden-profile and judge trial logs of any size for the
 * scale benchmark (issue 22), made record by record (never held in memory):
 * the simulated runs of test/fixtures/compare/{panel,hp,judge}-typical.jsonl
 * (405 panel, 510 hidden-profile, 48 judge records, written by the
 * simulated responders) repeated with renamed items — copy `c` of item `x`
 * is item `x~c` (panel `item_id`, hidden-profile `task_id`, judge `uuid`),
 * so every copy is a new set of items with the same structure, and the
 * records keep their natural keys unique. Each record gets a ~250-character
 * reply (`raw`), `usage` and `latency_ms` as a live run's records have, so a
 * line is ~550–750 bytes like bench/phantom-log.ts's. The log is the same on
 * every run; everything is labelled simulated.
 *
 * Used by bench/scale.ts; run alone it writes N records to a file:
 * `npx tsx bench/replicated-log.ts panel 1000000 /tmp/panel-1m.jsonl`.
 */
import { createWriteStream, readFileSync } from "node:fs";
import { once } from "node:events";
import type { Writable } from "node:stream";

/** The protocols this generator makes, and the field naming an item (renamed per copy). */
export const REPLICATED_ITEM_FIELD = { panel: "item_id", hidden_profile: "task_id", judge: "uuid" } as const;
export type ReplicatedProtocol = keyof typeof REPLICATED_ITEM_FIELD;

const PAD = "Weighing what the others said against the item itself, the request reads as described and the stated context does not change the risk; the answer below follows from the item, not from the tally of the group, ";

function template(protocol: ReplicatedProtocol): Record<string, unknown>[] {
  return readFileSync(new URL(`../test/fixtures/compare/${protocol === "hidden_profile" ? "hp" : protocol}-typical.jsonl`, import.meta.url), "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
}

/**
 * Write records `0 … n−1` of the replicated `protocol` log as JSON Lines, honouring back-pressure.
 * @param out the stream (a file or a pipe); not ended
 */
export async function writeReplicatedLog(out: Writable, protocol: ReplicatedProtocol, n: number): Promise<void> {
  const base = template(protocol);
  const idField = REPLICATED_ITEM_FIELD[protocol];
  let buf = "";
  for (let i = 0; i < n; i++) {
    const c = Math.floor(i / base.length);
    const t = base[i % base.length];
    const r: Record<string, unknown> = { ...t, [idField]: `${String(t[idField])}~${c}`, trial_id: `${String(t.trial_id)}~${c}` };
    r.raw = `${JSON.stringify(t.verdict ?? t.vote ?? t.accuracy ?? null)} ${PAD}(${i})`;
    r.usage = { prompt_tokens: 300 + (i % 97), completion_tokens: 8 + (i % 31) };
    r.latency_ms = (i % 9973) / 7;
    r.simulated = true;
    buf += JSON.stringify(r) + "\n";
    if (buf.length > 1 << 16) {
      if (!out.write(buf)) await once(out, "drain");
      buf = "";
    }
  }
  if (buf.length > 0 && !out.write(buf)) await once(out, "drain");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const protocol = process.argv[2] as ReplicatedProtocol;
  if (!(protocol in REPLICATED_ITEM_FIELD)) throw new Error(`protocol: one of ${Object.keys(REPLICATED_ITEM_FIELD).join(", ")}`);
  const out = createWriteStream(process.argv[4] ?? "/dev/stdout");
  await writeReplicatedLog(out, protocol, Number(process.argv[3] ?? 1000));
  out.end();
  await once(out, "finish");
}

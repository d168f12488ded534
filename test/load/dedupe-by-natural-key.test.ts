import { describe, expect, it } from "vitest";
import { dedupeByNaturalKey, naturalKeyOf } from "../../src/load/dedupe-by-natural-key.js";

const ph = (o: Record<string, unknown>): { protocol: string; [k: string]: unknown } => ({ protocol: "phantom", model: "m", scenario_id: "s", agent: 0, condition: "private", decision: "block", ...o });

describe("dedupeByNaturalKey(records)", () => {
  it("keeps the last record of a key at the first one's position", () => {
    const rs = [ph({ trial_id: "a", decision: "block" }), ph({ trial_id: "b", agent: 1 }), ph({ trial_id: "c", decision: "proceed" })];
    expect(dedupeByNaturalKey(rs).map((r) => r.trial_id)).toEqual(["c", "b"]);
  });
  it("pools replicates: another run_seed or repeat is another key", () => {
    const rs = [ph({ trial_id: "a" }), ph({ trial_id: "b", run_seed: 2 }), ph({ trial_id: "c", repeat: 1 }), ph({ trial_id: "d", run_seed: 0, repeat: 0 })];
    expect(dedupeByNaturalKey(rs).map((r) => r.trial_id)).toEqual(["d", "b", "c"]);
  });
  it("uses each kind's key: panel spellings of none/original collide, kinds never collide", () => {
    const pa = { protocol: "panel", model: "m", dataset: "d", item_id: "s", round: 1, condition: "solo" };
    const rs: { protocol: string; [k: string]: unknown }[] = [{ ...pa, trial_id: "1" }, { ...pa, trial_id: "2", wording: "original", after: null }, { ...pa, trial_id: "3", wording: "tally" }, ph({ trial_id: "4", scenario_id: "s" })];
    expect(dedupeByNaturalKey(rs).map((r) => r.trial_id)).toEqual(["2", "3", "4"]);
  });
  it("keeps records of unregistered kinds untouched, and does not change its input", () => {
    const rs = Object.freeze([{ protocol: "other", x: 1 }, { protocol: "other", x: 1 }]);
    expect(dedupeByNaturalKey(rs)).toEqual([...rs]);
    expect(naturalKeyOf({ protocol: "other" })).toBeNull();
  });
  it("n = 0", () => expect(dedupeByNaturalKey([])).toEqual([]));
});

import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { emptyLogs } from "../../src/load/load-logs.js";
import { requireRecords } from "../../src/load/require-records.js";

describe("requireRecords(logs, protocol, paths)", () => {
  it("returns the records when there are some", () => {
    const logs = { ...emptyLogs(), panel: [{ protocol: "panel" }] } as never;
    expect(requireRecords(logs, "panel", ["a"])).toHaveLength(1);
  });
  it("names the files and what was found instead", () => {
    const logs = { ...emptyLogs(), panel: [{ protocol: "panel" }], judge: [{ protocol: "judge" }] } as never;
    expect(() => requireRecords(logs, "phantom", ["a.jsonl"])).toThrow(InputError);
    expect(() => requireRecords(logs, "phantom", ["a.jsonl"])).toThrow("no phantom records in a.jsonl (found: panel, judge)");
    expect(() => requireRecords(emptyLogs(), "judge", ["a", "b", "c", "d", "e"])).toThrow("no judge records in a, b, c and 2 more (found: nothing)");
  });
});

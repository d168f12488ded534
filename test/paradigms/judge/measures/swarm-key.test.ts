import { describe, expect, it } from "vitest";
import { judgeSwarmKey } from "../../../../src/paradigms/judge/measures/swarm-key.js";
import { createRng } from "../../../../src/stats/rng.js";

describe("judgeSwarmKey(auditors)", () => {
  it("sorts in code-unit order and joins by a comma", () => {
    expect(judgeSwarmKey(["gpt", "claude", "gpt"])).toBe("claude,gpt,gpt");
    expect(judgeSwarmKey(["b", "B", "a", "é", "Z"])).toBe("B,Z,a,b,é");
    expect(judgeSwarmKey([])).toBe("");
  });
  it("equals the copy sorted by Array.prototype.sort on 5,000 random lists (0–24 names), and leaves its input alone", () => {
    const rng = createRng("swarm-key");
    const names = ["gpt", "gemini", "claude", "llama", "g", "gpt-4", "Gpt", "\u00e9", "\ud83d\ude00", "a,b", ""];
    for (let n = 0; n < 5000; n++) {
      const list = Array.from({ length: rng.int(25) }, () => names[rng.int(names.length)]);
      const before = list.slice();
      expect(judgeSwarmKey(list)).toBe([...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(","));
      expect(list).toEqual(before);
    }
  });
});

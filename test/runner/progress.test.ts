import { describe, expect, it } from "vitest";
import { createProgress, progressLine } from "../../src/runner/progress.js";
import { gitCommit } from "../../src/runner/git-commit.js";

function sink(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  const chunks: string[] = [];
  const stream = { isTTY, write: (c: string) => (chunks.push(c), true) } as unknown as NodeJS.WriteStream;
  return { stream, text: () => chunks.join("") };
}

describe("progress", () => {
  it("progressLine shows done/total, rate, ETA, errors and cache hits", () => {
    expect(progressLine("r: ", { trials: 40, errors: 10, calls: 100, cacheHits: 5 }, 200, 10)).toBe("r: 50/200 trials  10.0 calls/s  ETA 30s  errors 10  cached 5");
    expect(progressLine("", { trials: 0, errors: 0, calls: 0, cacheHits: 0 }, 10, 0)).toMatch(/ETA \?/);
  });

  it("plain lines every interval when not a TTY, a redrawn bar on a TTY, nothing when off", () => {
    let t = 0;
    const lines = sink(false);
    const p = createProgress({ mode: "auto", total: 10, stream: lines.stream, intervalMs: 1000, now: () => t });
    p.update({ trials: 1, errors: 0, calls: 1, cacheHits: 0 });
    t = 500;
    p.update({ trials: 2, errors: 0, calls: 2, cacheHits: 0 });
    t = 1500;
    p.update({ trials: 3, errors: 0, calls: 3, cacheHits: 0 });
    p.finish();
    expect(lines.text().split("\n").filter(Boolean).map((l) => l.split(" ")[0])).toEqual(["1/10", "3/10", "3/10"]);
    const bar = sink(true);
    const q = createProgress({ mode: "auto", total: 4, stream: bar.stream, now: () => 0 });
    q.update({ trials: 2, errors: 0, calls: 2, cacheHits: 0 });
    q.finish();
    expect(bar.text()).toMatch(/^\r\[#{12}-{12}\] 2\/4 trials/);
    expect(bar.text().endsWith("\n")).toBe(true);
    const off = sink(true);
    const r = createProgress({ mode: "off", total: 4, stream: off.stream });
    r.update({ trials: 2, errors: 0, calls: 2, cacheHits: 0 });
    r.finish();
    expect(off.text()).toBe("");
  });

  it("gitCommit reads the checkout's HEAD commit or gives null", () => {
    const c = gitCommit();
    expect(c === null || /^[0-9a-f]{40}$/.test(c)).toBe(true);
    expect(gitCommit("/nonexistent")).toBeNull();
  });
});

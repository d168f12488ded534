import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fitMlp } from "../../src/models/mlp-classifier.js";
import { predictMlp } from "../../src/models/mlp-predict.js";
import { multiHot } from "../../src/models/multi-hot.js";
import { loadTfjs, TFJS_INSTALL_HINT } from "../../src/models/tfjs-loader.js";
import { rocAuc } from "../../src/models/roc-auc.js";
import { projectPath } from "../../src/paths.js";
import { createRng } from "../../src/stats/rng.js";

const XOR = multiHot([["a"], ["b"], ["a", "b"], [], ["a", "c"], ["b", "c"], ["a", "b", "c"], ["c"]], ["a", "b", "c"]);
const Y: (0 | 1)[] = [1, 1, 0, 0, 1, 1, 0, 0];
const OPTS = { hidden: 8, epochs: 150, batchSize: 4, learningRate: 0.05 };

describe("loadTfjs(load)", () => {
  it("loads the installed @tensorflow/tfjs on the bundled cpu backend", () => {
    expect(loadTfjs().getBackend()).toBe("cpu");
  });
  it("names the missing package and how to add it", () => {
    const missing = () => { throw new Error("Cannot find module '@tensorflow/tfjs'\nRequire stack: ..."); };
    expect(() => loadTfjs(missing)).toThrow(`${TFJS_INSTALL_HINT} (Cannot find module '@tensorflow/tfjs')`);
    expect(TFJS_INSTALL_HINT).toContain("npm install @tensorflow/tfjs@4.22.0");
  });
  it("importing the public barrel does not load tfjs (lazy)", () => {
    const code = `const m = await import(${JSON.stringify(projectPath("src/index.ts"))});
const { createRequire } = await import("node:module");
const cache = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({ fit: typeof m.fitMlp, tf: cache.filter((k) => k.includes("@tensorflow")).length }));`;
    const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { cwd: projectPath(), encoding: "utf8", timeout: 120_000 });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual({ fit: "function", tf: 0 });
  });
});

describe("fitMlp(X, y, options) and predictMlp(model, X)", () => {
  it("learns XOR of two features, which no linear model can (in-sample AUC 1)", () => {
    const m = fitMlp(XOR, Y, { seed: 0, ...OPTS });
    expect(rocAuc(predictMlp(m, XOR), Y)).toBe(1);
    expect(m.options).toEqual({ seed: 0, ...OPTS, l2: 1e-2, classWeight: null });
  });
  it("same seed → the same weights bit for bit; another seed → other weights", () => {
    const a = fitMlp(XOR, Y, { seed: 5, epochs: 3 }), b = fitMlp(XOR, Y, { seed: 5, epochs: 3 }), c = fitMlp(XOR, Y, { seed: 6, epochs: 3 });
    expect(Array.from(a.w1)).toEqual(Array.from(b.w1));
    expect([a.b2, a.finalLoss]).toEqual([b.b2, b.finalLoss]);
    expect(Array.from(a.w1)).not.toEqual(Array.from(c.w1));
  });
  it("the same weights bit for bit as when the first layer multiplied the dense 0/1 rows (golden from that build)", () => {
    // 300 rows of 1–6 ones among 130 columns, batches of 100: several of the cpu backend's 48-wide
    // blocks in both the forward product and its gradient. The SHA-256 of w1, b1, w2, [b2, finalLoss]
    // (float64 bytes) was printed by fitMlp with tf.matMul on dense rows (groupthink 6513194), before
    // multiHotMatMul replaced it.
    const rng = createRng(11);
    const names = Array.from({ length: 130 }, (_, i) => `f${i}`);
    const rows: string[][] = [], y: (0 | 1)[] = [];
    for (let i = 0; i < 300; i++) {
      const k = 1 + rng.int(6), s = new Set<string>();
      while (s.size < k) s.add(names[rng.int(130)]);
      rows.push([...s]);
      y.push(rng.next() < 0.3 ? 1 : 0);
    }
    const m = fitMlp(multiHot(rows, names), y, { seed: 4, hidden: 20, epochs: 3, batchSize: 100, classWeight: "balanced" });
    const h = createHash("sha256");
    for (const a of [m.w1, m.b1, m.w2, Float64Array.of(m.b2, m.finalLoss)]) h.update(Buffer.from(a.buffer, a.byteOffset, a.byteLength));
    expect(h.digest("hex")).toBe("c3907bf378eb24a783ce861b201a8aa92f68cbabc35e466e1044a1b775bb6e84");
    expect([m.b2, m.finalLoss]).toEqual([-0.020691199228167534, 0.7535609404246012]);
  });
  it("weights are float32 values (tfjs), predictions a float64 forward pass", () => {
    const m = fitMlp(XOR, Y, { seed: 1, epochs: 2 });
    for (const v of m.w1) expect(Math.fround(v)).toBe(v);
    const p = predictMlp(m, XOR);
    // hand forward pass of row 0 (only feature "a")
    let eta = m.b2;
    for (let k = 0; k < m.hidden; k++) eta += m.w2[k] * Math.max(0, m.b1[k] + m.w1[0 * m.hidden + k]);
    expect(p[0]).toBeCloseTo(1 / (1 + Math.exp(-eta)), 15);
  });
  it("refuses bad options and one-class labels, naming the argument", () => {
    expect(() => fitMlp(XOR, Y, { hidden: 0 })).toThrow(/fitMlp.*options\.hidden.*positive integer/);
    expect(() => fitMlp(XOR, Y, { learningRate: -1 })).toThrow(/options\.learningRate/);
    expect(() => fitMlp(XOR, Y, { seed: 0.5 })).toThrow(/options\.seed/);
    expect(() => fitMlp(XOR, [0, 0, 0, 0, 0, 0, 0, 0])).toThrow(/fitMlp.*y.*both classes/);
    expect(() => predictMlp(fitMlp(XOR, Y, { epochs: 1 }), multiHot([["a"]], ["a"]))).toThrow(/predictMlp.*3 columns/);
  });
});

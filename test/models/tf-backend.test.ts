import { describe, expect, it } from "vitest";
import { setLogger } from "../../src/errors.js";
import { fitLogisticL2, initModelBackend, modelBackend, multiHot } from "../../src/models/index.js";

// vitest runs each file in its own process, so the backend starts uninitialised here.
describe("modelBackend() / initModelBackend()", () => {
  const X = multiHot([["a"], ["a"], ["b"], [], ["a", "b"], []], ["a", "b"]);
  const y = [1, 0, 1, 0, 1, 0] as (0 | 1)[];

  it("a fit before initialisation runs on the cpu backend and warns once", () => {
    const seen: string[] = [];
    const prev = setLogger({ warn: (m) => seen.push(m) });
    try {
      const a = fitLogisticL2(X, y, { C: 1 });
      fitLogisticL2(X, y, { C: 1 });
      expect(a.backend).toBe("cpu");
      expect(a.converged).toBe(true);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/initModelBackend/);
    } finally {
      setLogger(prev);
    }
  });

  it("initModelBackend() switches to wasm; the fit gives the same optimum", async () => {
    const cpu = fitLogisticL2(X, y, { C: 1, classWeight: "balanced" });
    expect(await initModelBackend()).toBe("wasm");
    expect(modelBackend()).toBe("wasm");
    const wasm = fitLogisticL2(X, y, { C: 1, classWeight: "balanced" });
    expect(wasm.backend).toBe("wasm");
    expect(Math.abs(wasm.intercept - cpu.intercept)).toBeLessThan(1e-9);
    wasm.coef.forEach((b, j) => expect(Math.abs(b - cpu.coef[j])).toBeLessThan(1e-9));
  });
});

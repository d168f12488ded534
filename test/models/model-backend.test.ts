import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fitLogisticL2, multiHot } from "../../src/models/index.js";
import * as models from "../../src/models/index.js";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");

/** Every module reachable by static or dynamic imports from `file` (relative imports followed; packages collected). */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()): { files: Set<string>; packages: Set<string> } {
  if (seen.has(file)) return { files: seen, packages };
  seen.add(file);
  const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, ""); // code only
  for (const m of text.matchAll(/(?:import|export)[^"'`]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith(".")) reach(join(dirname(file), spec.replace(/\.js$/, ".ts")), seen, packages);
    else packages.add(spec);
  }
  return { files: seen, packages };
}

describe("model backend", () => {
  it("fits run in float64 JavaScript; the no-op tfjs backend functions are gone (issue 24)", async () => {
    expect("initModelBackend" in models).toBe(false);
    expect("modelBackend" in models).toBe(false);
    const fit = fitLogisticL2(multiHot([["a"], ["a"], ["b"], [], ["a", "b"], []], ["a", "b"]), [1, 0, 1, 0, 1, 0], { C: 1 });
    expect([fit.backend, fit.converged]).toEqual(["f64-newton-cholesky", true]);
  });
  it("no tfjs, danfo or plotly on the fitting path or on the filter entry point (loadFilter, scoreTrajectory)", () => {
    for (const entry of ["paradigms/judge/measures/filter-runtime.ts", "models/index.ts", "paradigms/judge/measures/judge-fit.ts"]) {
      const { packages } = reach(join(SRC, entry));
      expect([...packages].filter((p) => /tensorflow|danfo|plotly/.test(p)), entry).toEqual([]);
    }
    // the runtime's whole module graph is small
    expect(reach(join(SRC, "paradigms/judge/measures/filter-runtime.ts")).files.size).toBeLessThanOrEqual(5);
  });
});

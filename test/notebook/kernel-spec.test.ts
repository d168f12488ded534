import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../src/paths.js";

describe("jupyter/kernels/tslab (the project's kernel spec)", () => {
  it("runs its launcher through {resource_dir}, not a program looked up on PATH", () => {
    const spec = JSON.parse(readFileSync(projectPath("jupyter", "kernels", "tslab", "kernel.json"), "utf8")) as { argv: string[] };
    expect(spec.argv).toEqual(["node", "{resource_dir}/launch.cjs", "kernel", "--config-path", "{connection_file}"]);
  });
  it("its launcher finds tslab with node_modules/.bin off PATH", () => {
    const r = spawnSync(process.execPath, [projectPath("jupyter", "kernels", "tslab", "launch.cjs"), "--version"], {
      cwd: "/", encoding: "utf8", env: { PATH: "/usr/bin:/bin", HOME: process.env.HOME ?? "/" }, timeout: 60_000,
    });
    expect(r.stderr).toBe("");
    expect(r.stdout.trim()).toBe("tslab " + JSON.parse(readFileSync(projectPath("node_modules", "tslab", "package.json"), "utf8")).version);
  });
});

// `groupthink kernel install` registers the kernel for a project (issue 24); the fresh-project run of
// the starter notebook is in test/pack-install.test.ts.
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cli } from "../../src/cli/main.js";
import { installKernel, kernelName, starterNotebook, userKernelsDir } from "../../src/notebook/kernel-install.js";
import { projectPath } from "../../src/paths.js";

afterEach(() => (vi.restoreAllMocks(), vi.unstubAllEnvs()));

describe("kernel install", () => {
  it("writes a spec whose launcher is the package's, run by this node, for the project", () => {
    const jd = mkdtempSync(join(tmpdir(), "gt-kernel-"));
    const r = installKernel({ project: projectPath(), jupyterDir: jd, name: "gt-test" });
    expect(r.spec_dir).toBe(join(jd, "kernels", "gt-test"));
    const spec = JSON.parse(readFileSync(join(r.spec_dir, "kernel.json"), "utf8"));
    expect(spec.argv).toEqual([process.execPath, projectPath("jupyter/kernels/tslab/launch.cjs"), "kernel", "--config-path", "{connection_file}"]);
    expect(spec.language).toBe("typescript");
    expect(spec.env).toEqual({ GROUPTHINK_PROJECT: projectPath() });
    expect(spec.metadata.groupthink.tslab).toBe("1.0.22");
    expect(r.starter).toBeNull();
  });
  it("writes the starter notebook once (never over an existing file)", () => {
    const jd = mkdtempSync(join(tmpdir(), "gt-kernel-"));
    const starter = join(jd, "nb", "starter.ipynb");
    expect(installKernel({ project: projectPath(), jupyterDir: jd, starter }).starter_written).toBe(true);
    const nb = JSON.parse(readFileSync(starter, "utf8"));
    expect(nb.metadata.kernelspec.name).toBe(kernelName(projectPath()));
    expect(nb.cells.filter((c: { cell_type: string }) => c.cell_type === "code")).toHaveLength(4);
    expect(nb.cells.map((c: { source: string[] }) => c.source.join("")).join("\n")).toMatch(/toDataFrame[\s\S]*pivotTable[\s\S]*labelAccuracy[\s\S]*gt\.show/);
    expect(installKernel({ project: projectPath(), jupyterDir: jd, starter }).starter_written).toBe(false);
  });
  it("a project without tslab: exit 1 naming the install command", async () => {
    const err: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
    const empty = mkdtempSync(join(tmpdir(), "gt-kernel-empty-"));
    expect(await cli(["kernel", "install", "--project", empty, "--jupyter-dir", join(empty, "j")])).toBe(1);
    expect(err.join("")).toMatch(/tslab is not installed in .*gt-kernel-empty-.*: run `npm install --save-dev tslab@1\.0\.22` there/);
    expect(existsSync(join(empty, "j"))).toBe(false);
  });
  it("the user's kernels folder follows JUPYTER_DATA_DIR, else XDG_DATA_HOME", () => {
    vi.stubEnv("JUPYTER_DATA_DIR", "/x/jd");
    expect(userKernelsDir()).toBe("/x/jd/kernels");
    vi.stubEnv("JUPYTER_DATA_DIR", "");
    vi.stubEnv("XDG_DATA_HOME", "/x/xdg");
    expect(userKernelsDir()).toBe("/x/xdg/jupyter/kernels");
  });
  it("names kernels after the project folder", () => {
    expect(kernelName("/tmp/My Study!")).toBe("groupthink-my-study");
    expect(starterNotebook("k", "K").nbformat).toBe(4);
  });
});

/**
 * The package resolves itself by name inside its own checkout (issue 22): package.json has `name` and
 * `exports`, so `import("groupthink")` from the repository root or any folder under it loads the built barrel
 * (Node's package self-reference). And a light command (`metrics phantom`) runs on the paradigms' light parts:
 * it loads no protocol, simulator or other paradigm's measures (issue 22, a command pays for what it uses).
 * Needs the build (`npm run build`; `npm test` builds first).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "../src/paths.js";

const hasBuild = existsSync(projectPath("dist", "index.js")) && existsSync(projectPath("dist", "paradigms", "manifests.js"));
if (!hasBuild) console.warn("test/self-reference.test.ts: skipped: run `npm run build` first");

function node(args: string[], cwd: string) {
  return spawnSync(process.execPath, args, { cwd, encoding: "utf8", timeout: 120_000 });
}

describe.skipIf(!hasBuild)("the checkout imports itself by name", () => {
  it("package.json names the package and exports its barrel", () => {
    const pkg = JSON.parse(readFileSync(projectPath("package.json"), "utf8")) as { name: string; exports: Record<string, { default: string }> };
    expect(pkg.name).toBe("groupthink");
    expect(pkg.exports["."].default).toBe("./dist/index.js");
  });

  for (const [where, cwd] of [["the root", projectPath()], ["a subfolder", projectPath("src", "stats")]] as const) {
    it(`from ${where}, import("groupthink") is the built barrel`, () => {
      const r = node(["--input-type=module", "-e", 'const m = await import("groupthink"); const b = await import(process.argv[1]); console.log(JSON.stringify([Object.keys(m).length, Object.keys(m).length === Object.keys(b).length, typeof m.loadLogs]));', new URL(`file://${projectPath("dist", "index.js")}`).href], cwd);
      expect(r.stderr).toBe("");
      const [n, same, loadLogs] = JSON.parse(r.stdout) as [number, boolean, string];
      expect(n).toBeGreaterThan(100);
      expect(same).toBe(true);
      expect(loadLogs).toBe("function");
    });
  }
});

describe.skipIf(!hasBuild)("a light command loads only what it uses", () => {
  it("metrics phantom loads no protocol, simulator, or other paradigm's measures; validate loads them all", () => {
    // a module-load hook lists every module the command line loads
    const hook = `data:text/javascript,${encodeURIComponent('import { register } from "node:module"; register("data:text/javascript," + encodeURIComponent("export async function load(u, c, n) { if (u.includes(\\"/dist/\\")) process.stderr.write(\\"LOADED \\" + u.replace(/.*\\\\/dist\\\\//, \\"\\") + \\"\\\\n\\"); return n(u, c); }"));')}`;
    const loaded = (argv: string[]) => {
      const r = node(["--import", hook, projectPath("bin", "groupthink.js"), ...argv], projectPath());
      expect(r.status).toBe(0);
      const files = r.stderr.split("\n").filter((l) => l.startsWith("LOADED ")).map((l) => l.slice(7));
      // a bundle of the quick path (dist/quick/*.js, scripts/bundle-cli.mjs) counts as the modules in it (each marked by its dist/ path)
      return files.flatMap((f) => (/^quick\/.+\.js$/.test(f) && f !== "quick/index.js"
        ? [f, ...[...readFileSync(projectPath("dist", f), "utf8").matchAll(/^\/\/ dist\/(.+\.js)$/gm)].map((m) => m[1])]
        : [f]));
    };
    const light = loaded(["metrics", "phantom", projectPath("data", "samples", "phantom-sample.jsonl"), "--bootstrap", "0", "--json"]);
    if (existsSync(projectPath("dist", "quick", "index.js"))) expect(light).toContain("quick/metrics-phantom.js"); // the bundled quick path
    expect(light).toContain("paradigms/phantom/cli/metrics.js");
    expect(light).toContain("paradigms/judge/kind.js"); // every record kind, to validate any log
    expect(light.filter((f) => /^paradigms\/[^/]+\/(index|paired-data)\.js$|^paradigms\/[^/]+\/protocol\/index\.js$|^paradigms\/(panel|hidden_profile|judge|benchform)\/(measures|figures|cli)\//.test(f))).toEqual([]);
    expect(light).not.toContain("paradigms/registry.js");
    const full = loaded(["validate", projectPath("data", "samples", "phantom-sample.jsonl")]);
    for (const f of ["paradigms/registry.js", "paradigms/phantom/index.js", "paradigms/judge/protocol/index.js"]) expect(full).toContain(f);
  });
});

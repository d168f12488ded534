// The quick path of the command line (issue 22, "a quick start"), written by `npm run build` after tsc:
// every command a paradigm marks `light` (metrics phantom|panel|hidden_profile, fit judge, filter …),
// bundled with esbuild from the built dist/ modules, one file per command (dist/quick/metrics-phantom.js, …:
// the dispatcher and that command's modules only), so such a command compiles one module instead of
// resolving, reading and compiling ~100 (the bulk of its start-up). dist/quick/index.js lists the light
// commands' words and files; bin/groupthink.js reads it and runs a light command through its bundle, every
// other command (and any command when the bundles are absent) through dist/ module by module as before.
//
// Inside a bundle, each module's `import.meta.url` is its own dist/ URL (computed from the bundle's place),
// so projectPath, the manifests' command URLs and `new URL("./x.js", import.meta.url)` mean what they mean in
// dist/. The full paradigm registry (imported by non-light commands) is left outside, as a dist/ module: a
// bundle never loads it (the bin sends only light commands here). The command's module is imported
// statically and handed to the dispatcher (`preloadCommandModules`), so it shares the bundle's registries.
//
// Run: node scripts/bundle-cli.mjs   (needs dist/ from tsc)
import { build } from "esbuild";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const distUrl = pathToFileURL(dist + "/").href;

// The light commands, read from the built manifests (the same list the dispatcher registers first).
const MANIFESTS = await import(pathToFileURL(join(dist, "paradigms/manifests.js")).href);
const light = [];
for (const m of Object.values(MANIFESTS)) {
  for (const c of m.paradigm?.commands ?? []) {
    if (!c.light) continue;
    if (!c.module.startsWith(distUrl)) throw new Error(`bundle-cli: ${c.words.join(" ")}: module ${c.module} is not under ${distUrl}`);
    light.push({ words: c.words, path: c.module.slice(distUrl.length) });
  }
}

// Modules a bundle must not contain: the full paradigm registry (non-light commands only).
const OUTSIDE = new Set(["paradigms/registry.js"]);
/** Packages bundled in (small, pure JavaScript, loaded by every run of a light command that imports them). */
const INLINE = new Set(["csv-stringify/sync"]);
const out = join(dist, "quick");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** One command's bundle: the dispatcher and that command's module, nothing else. */
async function bundle(c) {
  const entry = [
    `import { cli, preloadCommandModules } from "./cli/main.js";`,
    `import * as command from "./${c.path}";`,
    `preloadCommandModules({ [new URL(${JSON.stringify("../" + c.path)}, import.meta.url).href]: command });`,
    `export { cli };`,
  ].join("\n");
  const outfile = join(out, `${c.words.join("-")}.js`);
  const result = await build({
    stdin: { contents: entry, resolveDir: dist, sourcefile: "quick-entry.js", loader: "js" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outfile,
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    banner: { js: `// groupthink ${c.words.join(" ")}: bundled by scripts/bundle-cli.mjs (each module below is marked by its dist/ path)` },
    plugins: [
      {
        name: "dist-urls",
        setup(b) {
          // packages stay outside (apache-arrow, parquet-wasm … load on demand), but for the small pure-JS ones
          // every run of the command loads: resolving and reading csv-stringify's modules cost ~30 ms of CPU
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("node:") || INLINE.has(args.path) ? undefined : { path: args.path, external: true }));
          b.onResolve({ filter: /registry\.js$/ }, (args) => {
            const rel = relative(dist, join(args.resolveDir, args.path));
            return OUTSIDE.has(rel) ? { path: "../" + rel, external: true } : undefined;
          });
          b.onLoad({ filter: /\.js$/ }, (args) => {
            const rel = relative(dist, args.path);
            if (rel.startsWith("..")) return undefined;
            const src = readFileSync(args.path, "utf8");
            // the bundle is dist/quick/NAME.js: this module's own URL is dist/<rel>
            return { contents: src.replaceAll("import.meta.url", `new URL(${JSON.stringify("../" + rel)}, import.meta.url).href`), loader: "js" };
          });
        },
      },
    ],
  });
  return { file: relative(out, outfile), modules: Object.keys(result.metafile.inputs).length, bytes: statSync(outfile).size };
}

const built = await Promise.all(light.map(bundle));
writeFileSync(
  join(out, "index.js"),
  `// The light commands and their bundles (scripts/bundle-cli.mjs); bin/groupthink.js reads it.\nexport const LIGHT = ${JSON.stringify(light.map((c, i) => [c.words, built[i].file]))};\n`,
);
for (const [i, c] of light.entries()) console.log(`dist/quick/${built[i].file}: ${c.words.join(" ")}, ${built[i].modules} modules, ${(built[i].bytes / 1024).toFixed(0)} KiB`);

#!/usr/bin/env node
// The groupthink command line (built code in dist/; run `npm run build` first).
// A light command (dist/quick/index.js: metrics phantom|panel|hidden_profile, fit judge, …) runs through its
// bundle, dist/quick/<words>.js: the dispatcher and the modules that command uses in one file
// (scripts/bundle-cli.mjs; issue 22, a quick start). Every other command, and every command when the bundles
// are absent, runs through dist/ module by module.
import { existsSync } from "node:fs";

const argv = process.argv.slice(2);

async function entry() {
  const index = new URL("../dist/quick/index.js", import.meta.url);
  if (existsSync(index)) {
    const words = argv.filter((a) => a !== "--debug");
    const { LIGHT } = await import(index.href);
    const hit = LIGHT.find(([w]) => w.every((x, i) => words[i] === x));
    if (hit) return import(new URL(`../dist/quick/${hit[1]}`, import.meta.url).href);
  }
  return import("../dist/cli/main.js");
}

entry()
  .then(({ cli }) => cli(argv))
  .then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`groupthink: internal error: ${err && err.stack ? err.stack : err}\n`);
      process.exitCode = 1;
    },
  );

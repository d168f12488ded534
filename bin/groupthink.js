#!/usr/bin/env node
// The groupthink command line (built code in dist/; run `npm run build` first).
// A light command (dist/quick/index.js: metrics phantom|panel|hidden_profile, fit judge, …) runs through its
// bundle, dist/quick/<words>.js: the dispatcher and the modules that command uses in one file
// (scripts/bundle-cli.mjs; issue 22, a quick start). Every other command, and every command when the bundles
// are absent, runs through dist/ module by module.
//
// A light command is a short process that reads a log once: before its bundle loads, V8's tier-up budget is
// raised and, for logs under 128 MiB, the young generation is kept at its first size (bin/v8-flags.js says
// why and what each saved, measured paired: issue 22, docs/SCALE.md). A flag of the user's own for the same
// setting (node flag or NODE_OPTIONS) is left as it is.
import { existsSync } from "node:fs";
import { setFlagsFromString } from "node:v8";

const argv = process.argv.slice(2);

async function entry() {
  const index = new URL("../dist/quick/index.js", import.meta.url);
  if (existsSync(index)) {
    const words = argv.filter((a) => a !== "--debug");
    const { LIGHT } = await import(index.href);
    const hit = LIGHT.find(([w]) => w.every((x, i) => words[i] === x));
    if (hit) {
      const { lightCommandFlags } = await import("./v8-flags.js");
      for (const f of lightCommandFlags(words, [...process.execArgv, process.env.NODE_OPTIONS ?? ""])) setFlagsFromString(f);
      return import(new URL(`../dist/quick/${hit[1]}`, import.meta.url).href);
    }
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

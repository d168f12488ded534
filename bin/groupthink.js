#!/usr/bin/env node
// The groupthink command line (built code in dist/; run `npm run build` first).
// A light command (dist/quick/index.js: metrics phantom|panel|hidden_profile, fit judge, …) runs through its
// bundle, dist/quick/<words>.js: the dispatcher and the modules that command uses in one file
// (scripts/bundle-cli.mjs; issue 22, a quick start). Every other command, and every command when the bundles
// are absent, runs through dist/ module by module.
//
// A light command is a short process: before its bundle loads, V8's tier-up budget is raised 16-fold
// (--interrupt-budget, 67,584 → 1,081,344 bytes of bytecode run before a function is considered for
// TurboFan), so the optimizing compiler, on its background thread, is spent only on the code that stays
// hot, not on every function a 0.3 s command runs a few times. Measured paired (issue 22; docs/SCALE.md):
// 12–24% less CPU on `metrics panel|hidden_profile` and `fit judge` on small logs, no slower on 10^5
// records. A --interrupt-budget of the user's own (node flag or NODE_OPTIONS) is left as it is.
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
      const own = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((a) => a.includes("--interrupt-budget"));
      if (!own) setFlagsFromString("--interrupt-budget=1081344");
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

#!/usr/bin/env node
// The groupthink command line (built code in dist/; run `npm run build` first).
import { cli } from "../dist/cli/main.js";

cli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`groupthink: internal error: ${err && err.stack ? err.stack : err}\n`);
    process.exitCode = 1;
  },
);

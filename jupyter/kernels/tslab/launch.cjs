#!/usr/bin/env node
// Kernel launcher for the project-local tslab kernel spec (kernel.json runs
// `node {resource_dir}/launch.cjs kernel --config-path {connection_file}`).
// It finds tslab from this folder (the project's node_modules, found by
// Node's resolution walking up from jupyter/kernels/tslab/), so the kernel
// starts without node_modules/.bin on PATH and without `tslab install`.
"use strict";
const path = require("node:path");
let main;
try {
  main = require.resolve("tslab/dist/main.js", { paths: [__dirname, process.cwd()] });
} catch (e) {
  process.stderr.write(
    "groupthink kernel: tslab is not installed next to " + path.resolve(__dirname, "../../..") +
      " (run `npm install` in the project, or `npm install --save-dev tslab@1.0.22`): " + e.message + "\n",
  );
  process.exit(1);
}
require(main).main();

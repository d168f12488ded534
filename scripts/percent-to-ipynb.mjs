#!/usr/bin/env node
// Convert a jupytext "percent" TypeScript notebook source (notebooks/src/NN-name.ts) into
// notebooks/NN-name.ipynb for the project-local tslab kernel. Usage:
//   node scripts/percent-to-ipynb.mjs notebooks/src/00-quickstart.ts [...more]
// Cells start with `// %%` (code) or `// %% [markdown]` (markdown; lines prefixed `// `).
import { readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

function convert(src) {
  const lines = readFileSync(src, "utf8").replace(/\r\n/g, "\n").split("\n");
  const cells = [];
  let cur = null;
  const flush = () => {
    if (!cur) return;
    while (cur.lines.length && cur.lines[cur.lines.length - 1].trim() === "") cur.lines.pop();
    while (cur.lines.length && cur.lines[0].trim() === "") cur.lines.shift();
    if (cur.lines.length) {
      const source = cur.lines.map((l, i) => (i < cur.lines.length - 1 ? l + "\n" : l));
      cells.push(
        cur.type === "markdown"
          ? { cell_type: "markdown", metadata: {}, source }
          : { cell_type: "code", execution_count: null, metadata: {}, outputs: [], source },
      );
    }
    cur = null;
  };
  for (const line of lines) {
    const m = /^\/\/ %%(.*)$/.exec(line);
    if (m) {
      flush();
      cur = { type: /\[markdown\]/.test(m[1]) ? "markdown" : "code", lines: [] };
      continue;
    }
    if (!cur) continue;
    cur.lines.push(cur.type === "markdown" ? line.replace(/^\/\/ ?/, "") : line);
  }
  flush();
  return {
    cells,
    metadata: {
      kernelspec: { display_name: "TypeScript (groupthink tslab)", language: "typescript", name: "tslab" },
      language_info: { codemirror_mode: { mode: "typescript", name: "javascript", typescript: true }, file_extension: ".ts", mimetype: "text/typescript", name: "typescript", version: "5.0" },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error("usage: node scripts/percent-to-ipynb.mjs notebooks/src/NN-name.ts [...]");
  process.exit(2);
}
for (const src of args) {
  const out = join(dirname(dirname(src)), basename(src).replace(/\.ts$/, ".ipynb"));
  const nb = convert(src);
  nb.cells.forEach((c, i) => (c.id = `cell-${i}`));
  writeFileSync(out, JSON.stringify(nb, null, 1) + "\n");
  console.log(`${src} -> ${out} (${nb.cells.length} cells)`);
}

#!/usr/bin/env node
// Rewrite `export * from "./x.js";` lines of barrel files into explicit named
// re-exports (`export { a, b, type C } from "./x.js";`), so every public name is
// listed where it is re-exported (house style rule 1). With --refresh, existing
// `export { ... } from "./x.js"` lists are regenerated from the module's exports too
// (keeps src/index.ts in step with the layers' barrels; test/index.test.ts checks it). Usage:
//   node scripts/name-exports.mjs [--refresh] src/index.ts src/plot/index.ts ...
import ts from "typescript";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const refresh = process.argv.includes("--refresh");
const files = process.argv.slice(2).filter((a) => a !== "--refresh").map((f) => resolve(f));
const config = ts.getParsedCommandLineOfConfigFile(resolve("tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const program = ts.createProgram(config.fileNames, config.options);
const checker = program.getTypeChecker();

for (const file of files) {
  const sf = program.getSourceFile(file);
  if (!sf) { console.error(`not in program: ${file}`); continue; }
  let text = sf.getFullText();
  const edits = [];
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier) continue;
    if (st.exportClause && !(refresh && ts.isNamedExports(st.exportClause))) continue;
    const sym = checker.getSymbolAtLocation(st.moduleSpecifier);
    if (!sym) continue;
    const names = checker.getExportsOfModule(sym).map((s) => {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      const isValue = (target.flags & ts.SymbolFlags.Value) !== 0;
      return isValue ? s.name : `type ${s.name}`;
    });
    names.sort((a, b) => a.replace(/^type /, "").localeCompare(b.replace(/^type /, "")));
    const spec = st.moduleSpecifier.getText(sf);
    const body = names.length <= 4 ? ` ${names.join(", ")} ` : `\n  ${names.join(",\n  ")},\n`;
    edits.push({ start: st.getStart(sf), end: st.getEnd(), replacement: `export {${body}} from ${spec};` });
  }
  for (const e of edits.reverse()) text = text.slice(0, e.start) + e.replacement + text.slice(e.end);
  writeFileSync(file, text);
  console.log(`${file}: ${edits.length} re-export lists written`);
}

// vitest globalSetup: says ONCE which test files skip (some of) their tests because the public
// datasets are not found (set GROUPTHINK_DATA_DIR; docs/DATASETS.md), instead of one line per test.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { projectPath } from "../src/paths.js";
import { PUBLIC_DATA_DIR } from "./public-data.js";

const walk = (d: string): string[] =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".test.ts") ? [join(d, e.name)] : []));

export default function setup(): void {
  if (PUBLIC_DATA_DIR !== null) return;
  const users = walk(projectPath("test")).filter((f) => /from "[./]+\/public-data\.js"/.test(readFileSync(f, "utf8"))).map((f) => relative(projectPath(), f));
  process.stderr.write(
    `public datasets not found (no $GROUPTHINK_DATA_DIR, no ../shared/external): tests reading them are skipped in ${users.length} files: ${users.join(", ")}. ` +
      "To run them, set GROUPTHINK_DATA_DIR to a folder laid out as in docs/DATASETS.md.\n",
  );
}

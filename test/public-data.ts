// Where the tests find the public datasets as published: $GROUPTHINK_DATA_DIR, else ../shared/external
// beside the checkout (this workplace). Absent in a plain clone: the tests that need them skip, and
// test/public-data-setup.ts says once which (docs/DATASETS.md gives the layout).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { projectPath } from "../src/paths.js";

/** The folder laid out as NAME/FILE (xstest/xstest_prompts.csv, ...), or null when there is none. */
export const PUBLIC_DATA_DIR: string | null = (() => {
  const env = process.env.GROUPTHINK_DATA_DIR;
  if (env) return existsSync(env) ? env : null;
  const beside = projectPath("..", "shared", "external");
  return existsSync(beside) ? beside : null;
})();

/** Absolute path of a public file (under a folder that does not exist when there is no data folder). */
export function publicPath(rel: string): string {
  return join(PUBLIC_DATA_DIR ?? projectPath(".no-public-data"), rel);
}

/** True when every named public file is present (use with it.skipIf / describe.skipIf). */
export function hasPublic(...rels: string[]): boolean {
  return rels.every((r) => existsSync(publicPath(r)));
}

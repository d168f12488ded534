/**
 * The viewer for a study: `DIR/index.html` plus, per run, `DIR/data/run-I.js`
 * (its facets: what the list and the filters need) and `DIR/data/run-I-K.js`
 * (part K of its trials' records and dialogues, read only when one of them is
 * opened). The files are scripts calling `window.__gtView.add(...)` with JSON
 * escaped like the one-file page's (`<`, `>`, `&` as `\u003c`…), so the
 * folder opens from `file://` with no server. Runs are read one at a time, so
 * memory holds one run, not the study. Stale `data/run-*.js` files of an
 * earlier build are removed.
 *
 * @example
 * const s = await writeViewFolder(["runs/phantom-typical", "runs/panel-typical"], "view");
 * // then open view/index.html
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { embedJson } from "../plot/embed-json.js";
import { buildViewModel, type ViewRun } from "./view-model.js";
import { viewRunData } from "./view-run-data.js";
import { viewPage } from "./view-html.js";

/** What writeViewFolder wrote. */
export interface ViewFolderSummary {
  runs: ViewRun[];
  trials: number;
  /** Files written (index.html included). */
  files: number;
  /** Bytes written in all. */
  bytes: number;
  /** Bytes of the facets files (what the page reads before it lists every trial). */
  facet_bytes: number;
}

/**
 * Write the viewer folder.
 *
 * @param paths run directories or records files (as buildViewModel)
 * @param outDir the folder (created when missing)
 * @param title the page title (escaped)
 * @param chunk trials per detail part (default: 250, fewer for long dialogues; see viewRunData)
 * @throws DataError for an invalid record (file, line, field)
 * @example
 * const s = await writeViewFolder(["test/fixtures/view/phantom-run"], "/tmp/gt-view-doc", "t", 8);
 * [s.trials, s.files]; // => [20, 5]
 */
export async function writeViewFolder(paths: readonly string[], outDir: string, title = "groupthink run viewer", chunk?: number): Promise<ViewFolderSummary> {
  const data = join(outDir, "data");
  mkdirSync(data, { recursive: true });
  for (const f of readdirSync(data)) if (/^run-\d+(-\d+)?\.js$/.test(f)) rmSync(join(data, f));
  const runs: ViewRun[] = [];
  let files = 0, bytes = 0, facetBytes = 0, trials = 0;
  const write = (name: string, value: unknown): number => {
    const text = `if (window.__gtView) window.__gtView.add(${embedJson(value)});\n`;
    writeFileSync(join(data, name), text);
    files++;
    bytes += Buffer.byteLength(text);
    return Buffer.byteLength(text);
  };
  for (const [ri, p] of paths.entries()) {
    const model = await buildViewModel([p]);
    const { facets, details } = viewRunData(model, 0, ri, chunk);
    facetBytes += write(`run-${ri}.js`, facets);
    for (const d of details) write(`run-${ri}-${d.part}.js`, d);
    runs.push(model.runs[0]);
    trials += facets.n;
  }
  const html = viewPage("gt-index", embedJson({ runs, dir: "data" }), runs, title, "'self' 'unsafe-inline'");
  writeFileSync(join(outDir, "index.html"), html);
  files++;
  bytes += Buffer.byteLength(html);
  return { runs, trials, files, bytes, facet_bytes: facetBytes };
}

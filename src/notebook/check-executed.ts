/**
 * Make notebook execution verifiable. tslab drops the queued cells after an
 * error and leaves `execution_count` null, and nbconvert may still exit 0, so
 * the runner appends a sentinel cell before execution ({@link withSentinel});
 * afterwards {@link checkExecuted} requires no error output anywhere and the
 * sentinel's output present (proving every cell before it ran), and
 * {@link withoutSentinel} removes it again.
 *
 * @example
 * const run = withSentinel(nb);           // execute `run` with nbconvert → executed
 * checkExecuted(executed, { bytes: 120_000 });
 * // => { ok: true, problems: [], codeCells: 12 }
 */

type Output = { output_type: string; ename?: string; evalue?: string; name?: string; text?: string | string[] };
type Cell = { cell_type: string; source: string | string[]; outputs?: Output[]; id?: string; metadata?: Record<string, unknown>; execution_count?: number | null };

/** The parts of an nbformat-4 notebook the runner reads. */
export interface NotebookJson {
  cells: Cell[];
  [k: string]: unknown;
}

/** Result of {@link checkExecuted}. */
export interface NotebookCheck {
  ok: boolean;
  problems: string[];
  codeCells: number;
}

/**
 * The text the sentinel cell prints.
 *
 * @example
 * SENTINEL; // => "__groupthink_all_cells_ran__"
 */
export const SENTINEL = "__groupthink_all_cells_ran__";
const SENTINEL_ID = "groupthink-sentinel";

const joinText = (s: string | string[] | undefined): string => (Array.isArray(s) ? s.join("") : (s ?? ""));

/**
 * A copy of the notebook with the sentinel cell appended (the input is not changed).
 *
 * @example
 * withSentinel({ cells: [{ cell_type: "code", source: "1" }] }).cells.length; // => 2
 */
export function withSentinel(nb: NotebookJson): NotebookJson {
  const cell: Cell = { cell_type: "code", id: SENTINEL_ID, metadata: {}, execution_count: null, outputs: [], source: `console.log("${SENTINEL}");` };
  return { ...nb, cells: [...nb.cells, cell] };
}

/**
 * A copy of the notebook without the sentinel cell.
 *
 * @example
 * withoutSentinel(withSentinel({ cells: [{ cell_type: "code", source: "1" }] })).cells.length; // => 1
 */
export function withoutSentinel(nb: NotebookJson): NotebookJson {
  return { ...nb, cells: nb.cells.filter((c) => c.id !== SENTINEL_ID) };
}

/**
 * Inspect an executed notebook (run with {@link withSentinel}).
 * @param nb the parsed executed notebook
 * @param opts `bytes`: the final file size; `maxBytes`: the limit (default 2,000,000)
 * @returns `ok` with the problems found (cell errors by cell index, a silent sentinel, size, no code cell); never throws
 * @example
 * checkExecuted({ cells: [{ cell_type: "code", source: "1", outputs: [] }] });
 * // => { ok: false, problems: ["not every cell ran (the sentinel cell after the last cell printed nothing)"], codeCells: 1 }
 */
export function checkExecuted(nb: NotebookJson, opts: { bytes?: number; maxBytes?: number } = {}): NotebookCheck {
  const problems: string[] = [];
  let codeCells = 0;
  // tslab reports compile and runtime errors as stderr text, not as error outputs: remember the last such cell
  let lastStderr: { cell: number; text: string } | null = null;
  nb.cells.forEach((cell, i) => {
    if (cell.cell_type !== "code" || cell.id === SENTINEL_ID) return;
    if (joinText(cell.source).trim() === "") return;
    codeCells++;
    for (const o of cell.outputs ?? []) {
      if (o.output_type === "error") problems.push(`cell ${i}: ${o.ename ?? "error"}: ${(o.evalue ?? "").slice(0, 400)}`);
      if (o.output_type === "stream" && o.name === "stderr") lastStderr = { cell: i, text: joinText(o.text) };
    }
  });
  const sentinel = nb.cells.find((c) => c.id === SENTINEL_ID);
  const ran = sentinel?.outputs?.some((o) => o.output_type === "stream" && joinText(o.text).includes(SENTINEL));
  if (!ran) {
    const culprit = lastStderr as { cell: number; text: string } | null;
    const where = culprit ? `; last stderr in cell ${culprit.cell}: ${culprit.text.trim().split("\n").slice(0, 4).join(" | ").slice(0, 400)}` : "";
    problems.push(`not every cell ran (the sentinel cell after the last cell printed nothing)${where}`);
  }
  const max = opts.maxBytes ?? 2_000_000;
  if (opts.bytes !== undefined && opts.bytes > max) problems.push(`notebook is ${opts.bytes} bytes, over the ${max}-byte limit`);
  if (codeCells === 0) problems.push("notebook has no code cell");
  return { ok: problems.length === 0, problems, codeCells };
}

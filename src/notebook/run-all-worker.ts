// One notebook of `runAllSideBySide` (run-all.ts), in a worker thread: executeNotebook waits on
// nbconvert synchronously, so a worker per notebook lets several run at once. Posts the NotebookRun back.
import { parentPort, workerData } from "node:worker_threads";
import { executeNotebook } from "./execute.js";

const { notebook, outDir, env } = workerData as { notebook: string; outDir: string; env?: Record<string, string> };
parentPort?.postMessage(executeNotebook(notebook, outDir, { env }));

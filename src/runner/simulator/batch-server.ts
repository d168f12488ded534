/**
 * A stand-in OpenAI Batch API on loopback for tests (simulated): files upload
 * (`POST /v1/files`, multipart, purpose `batch`), `POST /v1/batches`,
 * `GET /v1/batches[/{id}]`, `GET /v1/files/{id}/content`, and
 * `POST /v1/chat/completions` (live calls), all answered by the simulator's
 * population through an inner {@link startSimServer}. A batch advances one
 * state per poll (`validating` → `in_progress` → `finalizing` → final), so
 * tests never depend on time. Failure modes: lines failed into the error file
 * (`failLine`), a batch `expired` or `cancelled` with part of its lines
 * answered (`outcome`), and `hang` (a request stored but never answered, so a
 * test can kill the client in that phase). `stats.creations` counts batches
 * created.
 *
 * @example
 * const s = await startBatchServer({ outcome: (n) => (n === 0 ? { status: "expired", answered: 2 } : { status: "completed" }) });
 * s.url.startsWith("http://127.0.0.1:"); // => true
 * await s.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenLoopback } from "./listen-loopback.js";
import { startSimServer, type SimServerOptions } from "./server.js";

/** What the stand-in does with a batch: its final state and how many of its lines (in input order) get answered first. */
export interface BatchOutcome {
  status: "completed" | "expired" | "cancelled" | "failed";
  /** Lines answered before an `expired` / `cancelled` end (default all for `completed`, none otherwise). */
  answered?: number;
}

/** A phase where the stand-in can stop answering: `upload` (file stored), `before-create`, `create` (batch created), `retrieve`, `content`. */
export type BatchPhase = "upload" | "before-create" | "create" | "retrieve" | "content";

export interface BatchServerOptions extends SimServerOptions {
  /** A line goes to the error file (HTTP 500 line) when this says so; `attempt` counts earlier batches holding the same custom id. */
  failLine?(customId: string, attempt: number): boolean;
  /** The end of the n-th batch created (0-based; default completed). */
  outcome?(n: number): BatchOutcome;
  /** Stop answering: return true to leave this request unanswered (`count`: requests of this phase so far, 1-based). */
  hang?(phase: BatchPhase, count: number): boolean;
  /** Called when a request is left unanswered. */
  onHang?(phase: BatchPhase): void;
}

export interface BatchServer {
  readonly url: string;
  /** The inner simulator's base URL (live calls go there directly too). */
  readonly simUrl: string;
  readonly stats: { uploads: number; creations: number; retrieves: number; downloads: number; lists: number; hangs: number };
  close(): Promise<void>;
}

interface Batch {
  id: string;
  n: number;
  status: string;
  input_file_id: string;
  output_file_id: string | null;
  error_file_id: string | null;
  created_at: number;
  lines: { custom_id: string; body: Record<string, unknown> }[];
}

const STEPS = ["validating", "in_progress", "finalizing"];

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": typeof body === "string" ? "application/jsonl" : "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * Start the stand-in on 127.0.0.1 (port 0 = any free port).
 *
 * @example
 * const s = await startBatchServer({ failLine: (id, attempt) => attempt === 0 && id.endsWith("0") });
 * s.stats.creations; // => 0
 * await s.close();
 */
export async function startBatchServer(options: BatchServerOptions = {}): Promise<BatchServer> {
  const sim = await startSimServer({ ...options, port: 0 });
  const files = new Map<string, string>();
  const batches: Batch[] = [];
  const seen = new Map<string, number>();
  const stats = { uploads: 0, creations: 0, retrieves: 0, downloads: 0, lists: 0, hangs: 0 };
  const counts = new Map<BatchPhase, number>();
  const hang = (phase: BatchPhase): boolean => {
    const c = (counts.get(phase) ?? 0) + 1;
    counts.set(phase, c);
    if (!options.hang?.(phase, c)) return false;
    stats.hangs++;
    options.onHang?.(phase);
    return true;
  };
  const view = (b: Batch): unknown => ({
    id: b.id, object: "batch", endpoint: "/v1/chat/completions", completion_window: "24h", status: b.status, input_file_id: b.input_file_id,
    output_file_id: b.output_file_id, error_file_id: b.error_file_id, created_at: b.created_at, request_counts: { total: b.lines.length },
  });
  const answer = async (line: Batch["lines"][number]): Promise<string> => {
    const r = await fetch(`${sim.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(line.body) });
    const body = await r.json();
    return JSON.stringify({ id: `batch_req_${line.custom_id}`, custom_id: line.custom_id, response: { status_code: r.status, request_id: `req_${line.custom_id}`, body }, error: null });
  };
  const finish = async (b: Batch): Promise<void> => {
    const end = options.outcome?.(b.n) ?? { status: "completed" as const };
    const answered = end.answered ?? (end.status === "completed" ? b.lines.length : 0);
    const out: string[] = [];
    const err: string[] = [];
    for (const [i, line] of b.lines.entries()) {
      const attempt = seen.get(line.custom_id) ?? 0;
      seen.set(line.custom_id, attempt + 1);
      if (i >= answered) {
        const code = end.status === "expired" ? "batch_expired" : end.status === "cancelled" ? "batch_cancelled" : "batch_failed";
        if (end.status === "expired") err.push(JSON.stringify({ id: `batch_req_${line.custom_id}`, custom_id: line.custom_id, response: null, error: { code, message: "This request could not be executed before the completion window expired." } }));
        continue;
      }
      if (options.failLine?.(line.custom_id, attempt)) {
        err.push(JSON.stringify({ id: `batch_req_${line.custom_id}`, custom_id: line.custom_id, response: { status_code: 500, request_id: `req_${line.custom_id}`, body: { error: { message: "Internal server error (simulated batch line)", type: "server_error" } } }, error: null }));
        continue;
      }
      out.push(await answer(line));
    }
    if (out.length > 0) files.set((b.output_file_id = `file-out-${b.n}`), out.join("\n") + "\n");
    if (err.length > 0) files.set((b.error_file_id = `file-err-${b.n}`), err.join("\n") + "\n");
    b.status = end.status;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? "/").split("?")[0].replace(/\/+$/, "");
    const raw = await readBody(req);
    if (req.method === "POST" && path === "/v1/chat/completions") {
      const r = await fetch(`${sim.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: raw.toString("utf8") });
      return send(res, r.status, await r.json());
    }
    if (req.method === "POST" && path === "/v1/files") {
      const form = await new Request("http://stand-in/", { method: "POST", headers: { "content-type": String(req.headers["content-type"] ?? "") }, body: new Uint8Array(raw) }).formData();
      const file = form.get("file");
      if (form.get("purpose") !== "batch" || !file || typeof file === "string") return send(res, 400, { error: { message: "expected purpose=batch and a file", type: "invalid_request_error" } });
      const id = `file-in-${files.size}-${stats.uploads}`;
      files.set(id, await file.text());
      stats.uploads++;
      if (hang("upload")) return;
      return send(res, 200, { id, object: "file", purpose: "batch", bytes: file.size, filename: file.name });
    }
    if (req.method === "POST" && path === "/v1/batches") {
      if (hang("before-create")) return;
      const body = JSON.parse(raw.toString("utf8")) as { input_file_id?: string; endpoint?: string; completion_window?: string };
      const text = body.input_file_id ? files.get(body.input_file_id) : undefined;
      if (text === undefined || body.endpoint !== "/v1/chat/completions" || body.completion_window !== "24h") return send(res, 400, { error: { message: "unknown input_file_id, or endpoint/completion_window not supported", type: "invalid_request_error" } });
      const lines = text.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as { custom_id: string; body: Record<string, unknown> });
      const b: Batch = { id: `batch_${stats.creations}`, n: stats.creations, status: "validating", input_file_id: body.input_file_id as string, output_file_id: null, error_file_id: null, created_at: stats.creations, lines };
      batches.push(b);
      stats.creations++;
      if (hang("create")) return;
      return send(res, 200, view(b));
    }
    if (req.method === "GET" && path === "/v1/batches") {
      stats.lists++;
      return send(res, 200, { object: "list", data: [...batches].reverse().map(view), has_more: false });
    }
    const bm = /^\/v1\/batches\/([^/]+)$/.exec(path);
    if (req.method === "GET" && bm) {
      const b = batches.find((x) => x.id === decodeURIComponent(bm[1]));
      if (!b) return send(res, 404, { error: { message: "no such batch", type: "invalid_request_error" } });
      stats.retrieves++;
      if (hang("retrieve")) return;
      const step = STEPS.indexOf(b.status);
      if (step >= 0 && step < STEPS.length - 1) b.status = STEPS[step + 1];
      else if (step === STEPS.length - 1) await finish(b);
      return send(res, 200, view(b));
    }
    const fm = /^\/v1\/files\/([^/]+)\/content$/.exec(path);
    if (req.method === "GET" && fm) {
      const text = files.get(decodeURIComponent(fm[1]));
      if (text === undefined) return send(res, 404, { error: { message: "no such file", type: "invalid_request_error" } });
      stats.downloads++;
      if (hang("content")) return;
      return send(res, 200, text);
    }
    send(res, 404, { error: { message: `no route ${req.method} ${path}`, type: "invalid_request_error" } });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => send(res, 500, { error: { message: `stand-in failed: ${(e as Error).message}`, type: "server_error" } }));
  });
  const { port, close } = await listenLoopback(server, options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    simUrl: sim.url,
    stats,
    close: () => close().then(() => sim.close()),
  };
}

/**
 * The OpenAI Batch API as a small {@link BatchBackend}: upload a JSONL input
 * file (`POST /v1/files`, purpose `batch`), create a batch (`POST /v1/batches`,
 * endpoint `/v1/chat/completions`, completion window `24h`), read it
 * (`GET /v1/batches/{id}`), list batches (`GET /v1/batches`, to find a batch
 * created just before a crash) and download a file (`GET /v1/files/{id}/content`).
 * Plain `fetch`; the key is sent as a bearer token and never appears in an
 * error message.
 *
 * @example
 * const api = createBatchApi({ baseURL: "http://127.0.0.1:8089/v1", apiKey: process.env.OPENAI_API_KEY });
 * const fileId = await api.upload('{"custom_id":"a","method":"POST","url":"/v1/chat/completions","body":{}}\n');
 */
import { redactSecrets, redactUrl, urlSecrets } from "./redact.js";

/** What a batch looks like to the runner. */
export interface BatchInfo {
  id: string;
  /** `validating`, `in_progress`, `finalizing`, `completed`, `failed`, `expired`, `cancelling`, `cancelled` (offline: `exported`). */
  status: string;
  input_file_id: string;
  output_file_id: string | null;
  error_file_id: string | null;
}

/** Where batches go: the Batch API of an endpoint, or files for an offline engine. */
export interface BatchBackend {
  /** The endpoint (credentials removed): part of the run identity, as for live calls. */
  readonly endpoint: string;
  /** True for the offline hand-off: a batch not yet answered stops the run instead of being polled. */
  readonly offline: boolean;
  upload(jsonl: string): Promise<string>;
  create(inputFileId: string): Promise<BatchInfo>;
  retrieve(batchId: string): Promise<BatchInfo>;
  /** Every batch the endpoint knows (recent first); used once per session to adopt a batch created before a crash. */
  list(): Promise<BatchInfo[]>;
  content(fileId: string): Promise<string>;
}

/**
 * The batch states after which nothing more happens.
 *
 * @example
 * TERMINAL_BATCH_STATES.includes("expired"); // => true
 */
export const TERMINAL_BATCH_STATES: readonly string[] = ["completed", "failed", "expired", "cancelled"];

/** An HTTP failure of the Batch API (status null: no answer). */
export class BatchApiError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = "BatchApiError";
    this.status = status;
  }
}

function info(x: unknown): BatchInfo {
  const b = (x ?? {}) as Record<string, unknown>;
  const s = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
  if (typeof b.id !== "string" || typeof b.status !== "string") throw new BatchApiError("malformed batch object (no id or status)", null);
  return { id: b.id, status: b.status, input_file_id: s(b.input_file_id) ?? "", output_file_id: s(b.output_file_id), error_file_id: s(b.error_file_id) };
}

/**
 * A {@link BatchBackend} for an OpenAI-compatible Batch API at `baseURL` (ending in `/v1`).
 *
 * @param o `baseURL`, `apiKey` (never written anywhere), extra `headers`, per-request `timeoutMs` (default 120 000)
 * @example
 * createBatchApi({ baseURL: "https://u:p@api.example.com/v1" }).endpoint; // => "https://api.example.com/v1"
 */
export function createBatchApi(o: { baseURL: string; apiKey?: string; headers?: Readonly<Record<string, string>>; timeoutMs?: number }): BatchBackend {
  const timeoutMs = o.timeoutMs ?? 120_000;
  const base = o.baseURL.replace(/\/+$/, "");
  const secrets = [o.apiKey, ...urlSecrets(o.baseURL), ...Object.values(o.headers ?? {})];
  const auth: Record<string, string> = { ...(o.headers ?? {}), ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}) };
  const call = async (method: string, path: string, body?: BodyInit, json = true): Promise<Response> => {
    let r: Response;
    try {
      r = await fetch(`${base}${path}`, { method, headers: { ...auth, ...(json && body !== undefined ? { "content-type": "application/json" } : {}) }, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      throw new BatchApiError(redactSecrets(`${method} ${path}: connection error: ${(e as Error).message}`, secrets), null);
    }
    if (!r.ok) {
      const text = await r.text().catch(() => "");
      throw new BatchApiError(redactSecrets(`${method} ${path}: HTTP ${r.status}: ${text.slice(0, 300)}`, secrets), r.status);
    }
    return r;
  };
  return {
    endpoint: redactUrl(o.baseURL),
    offline: false,
    async upload(jsonl) {
      const form = new FormData();
      form.append("purpose", "batch");
      form.append("file", new Blob([jsonl], { type: "application/jsonl" }), "groupthink-batch.jsonl");
      const r = await call("POST", "/files", form, false);
      const f = (await r.json()) as { id?: unknown };
      if (typeof f.id !== "string") throw new BatchApiError("POST /files: no file id in the answer", null);
      return f.id;
    },
    async create(inputFileId) {
      const r = await call("POST", "/batches", JSON.stringify({ input_file_id: inputFileId, endpoint: "/v1/chat/completions", completion_window: "24h", metadata: { source: "groupthink" } }));
      return info(await r.json());
    },
    async retrieve(batchId) {
      return info(await (await call("GET", `/batches/${encodeURIComponent(batchId)}`)).json());
    },
    async list() {
      const out: BatchInfo[] = [];
      let after: string | null = null;
      for (let page = 0; page < 50; page++) {
        const r = await call("GET", `/batches?limit=100${after ? `&after=${encodeURIComponent(after)}` : ""}`);
        const j = (await r.json()) as { data?: unknown[]; has_more?: boolean };
        const data = Array.isArray(j.data) ? j.data.map(info) : [];
        out.push(...data);
        if (!j.has_more || data.length === 0) break;
        after = data[data.length - 1].id;
      }
      return out;
    },
    async content(fileId) {
      return (await call("GET", `/files/${encodeURIComponent(fileId)}/content`)).text();
    },
  };
}

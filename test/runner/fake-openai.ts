/**
 * A tiny scriptable OpenAI-compatible endpoint for runner tests: every
 * `POST …/chat/completions` body is recorded and answered by `handler`
 * (status + JSON body, or a raw string body).
 */
import { createServer } from "node:http";

export interface FakeReply {
  status?: number;
  json?: unknown;
  raw?: string;
}

export interface FakeServer {
  readonly url: string;
  /** Every request body received, in order. */
  readonly bodies: Record<string, any>[];
  /** Every request's URL (path and query) and headers (lower-case names), in order. */
  readonly requests: { url: string; headers: Record<string, string | string[] | undefined> }[];
  close(): Promise<void>;
}

/** A chat.completion body with the given content (and optional extra message / choice fields). */
export function completion(content: string | null, extra: { message?: Record<string, unknown>; choice?: Record<string, unknown> } = {}): unknown {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 0,
    model: "fake",
    choices: [{ index: 0, message: { role: "assistant", content, ...extra.message }, finish_reason: "stop", logprobs: null, ...extra.choice }],
    usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
  };
}

/** An OpenAI-style error body. */
export function apiError(message: string, code: string | null = null, param: string | null = null): unknown {
  return { error: { message, type: "invalid_request_error", code, param } };
}

export async function fakeOpenAI(handler: (body: Record<string, any>, req: { url: string; headers: Record<string, string | string[] | undefined> }) => FakeReply | Promise<FakeReply>): Promise<FakeServer> {
  const bodies: Record<string, any>[] = [];
  const requests: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];
  const s = createServer((req, res) => {
    const seen = { url: req.url ?? "", headers: { ...req.headers } };
    requests.push(seen);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      bodies.push(body);
      const r = await handler(body, seen);
      res.writeHead(r.status ?? 200, { "content-type": "application/json" });
      res.end(r.raw ?? JSON.stringify(r.json));
    });
  });
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(s.address() as { port: number }).port}/v1`,
    bodies,
    requests,
    close: () =>
      new Promise((r) => {
        s.close(() => r());
        s.closeAllConnections();
      }),
  };
}

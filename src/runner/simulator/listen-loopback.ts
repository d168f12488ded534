import type { Server } from "node:http";
import type { Socket } from "node:net";

/** What {@link listenLoopback} returns: the bound port and a close that also ends open sockets. */
export interface LoopbackListener {
  port: number;
  close: () => Promise<void>;
}

/**
 * Start an HTTP server on 127.0.0.1 and track its sockets, so that `close`
 * ends open keep-alive connections at once instead of waiting for them to
 * time out. The stand-in servers (`sim serve`, the Batch API stand-in) share
 * it; loopback only, so nothing they serve is reachable from another machine.
 *
 * @param server - an `http.Server` not yet listening.
 * @param port - the port to listen on; 0 (default) lets the OS pick one.
 * @returns the bound port and `close()`, which stops listening and destroys
 *   every open socket.
 * @example
 * const { port, close } = await listenLoopback(createServer((_, res) => res.end("ok")));
 * await (await fetch(`http://127.0.0.1:${port}/`)).text(); // => "ok"
 * await close();
 */
export async function listenLoopback(server: Server, port = 0): Promise<LoopbackListener> {
  const sockets = new Set<Socket>();
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

import { createServer, request } from "node:http";
import { describe, expect, it } from "vitest";
import { listenLoopback } from "../../../src/runner/simulator/listen-loopback.js";

describe("listenLoopback", () => {
  it("serves on 127.0.0.1 at a port the OS picks, and close() ends an open keep-alive connection", async () => {
    const server = createServer((_, res) => res.end("ok"));
    const { port, close } = await listenLoopback(server);
    expect(port).toBeGreaterThan(0);
    expect((server.address() as { address: string }).address).toBe("127.0.0.1");
    const agent = new (await import("node:http")).Agent({ keepAlive: true });
    const body = await new Promise<string>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
        let t = "";
        res.on("data", (c) => (t += c));
        res.on("end", () => resolve(t));
      }).on("error", reject).end();
    });
    expect(body).toBe("ok");
    await close(); // resolves although the agent still holds the socket open
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it("rejects when the port is taken", async () => {
    const a = await listenLoopback(createServer());
    await expect(listenLoopback(createServer(), a.port)).rejects.toThrow(/EADDRINUSE/);
    await a.close();
  });
});

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { echoProtocol, echoResponder } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { startSimServer } from "../../src/runner/simulator/server.js";
import type { SimResponder } from "../../src/runner/types.js";
import { tmp } from "./helpers.js";

/** The echo responder, recording the banks each call was given. */
function spy(): { responder: SimResponder; banks: (readonly string[] | undefined)[] } {
  const banks: (readonly string[] | undefined)[] = [];
  return { banks, responder: { ...echoResponder, respond: (call) => (banks.push(call.banks), echoResponder.respond(call)) } };
}

describe("the simulator is given the run's bank", () => {
  it("in process: the run's --scenarios reaches every responder call as SimCall.banks", async () => {
    const dir = tmp();
    const bank = join(dir, "bank.json");
    writeFileSync(bank, JSON.stringify({ generate: 2 }));
    const s = spy();
    const r = await runProtocol({ protocol: echoProtocol, model: "sim:typical", out: join(dir, "run"), scenarios: bank, simResponders: [s.responder] });
    expect(r.status).toBe("complete");
    expect(s.banks.length).toBe(r.calls);
    expect(s.banks.every((b) => JSON.stringify(b) === JSON.stringify([bank]))).toBe(true);
  });

  it("over HTTP: startSimServer({ banks }) (sim serve --scenarios PATH, repeatable) hands them to the responders", async () => {
    const s = spy();
    const server = await startSimServer({ port: 0, responders: [s.responder], banks: ["/data/a.json", "/data/b"] });
    try {
      const r = await runProtocol({ protocol: echoProtocol, model: "typical", baseURL: server.url, apiKey: "x", out: tmp(), bank: [{ task_id: "t1", options: ["A", "B"], correct: "A" }], cache: false });
      expect(r.status).toBe("complete");
      expect(s.banks.every((b) => JSON.stringify(b) === JSON.stringify(["/data/a.json", "/data/b"]))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

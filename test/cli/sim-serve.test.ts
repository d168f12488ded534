import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/sim-serve.js";
import { UsageError } from "../../src/errors.js";
import { PROJECT_ROOT } from "../../src/paths.js";

describe("groupthink sim serve", () => {
  it("starts on an ephemeral port, lists resistant/typical/susceptible on GET /v1/models, stops on SIGINT with 0", async () => {
    const c = spawn(
      process.execPath,
      ["--import", "tsx", "-e", "import('./src/cli/sim-serve.ts').then((m) => m.main(['--port', '0'])).then((code) => process.exit(code))"],
      { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stderr = "";
    c.stderr!.on("data", (d) => (stderr += d));
    const url = await new Promise<string>((resolve, reject) => {
      let buf = "";
      c.stdout!.on("data", (d) => {
        buf += d;
        if (buf.includes("\n")) resolve(buf.trim());
      });
      c.once("exit", (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      expect(Number(/:(\d+)\/v1$/.exec(url)![1])).toBeGreaterThan(0);
      const body = await (await fetch(`${url}/models`)).json();
      expect(body.object).toBe("list");
      const ids = body.data.map((m: { id: string }) => m.id);
      expect(ids).toEqual(expect.arrayContaining(["resistant", "typical", "susceptible"]));
      expect(stderr).toContain("simulated replies");
    } finally {
      c.kill("SIGINT");
    }
    const code = await new Promise((r) => c.once("exit", r));
    expect(code).toBe(0);
  });

  it("rejects a positional argument and a port outside 0..65535 before listening", async () => {
    await expect(main(["extra"])).rejects.toThrow(new UsageError("unexpected argument extra"));
    await expect(main(["--port", "70000"])).rejects.toThrow("--port expects 0..65535, received 70000");
    await expect(main(["--port", "-1"])).rejects.toThrow(UsageError);
  });

  it("--scenarios PATH must exist and needs a value (it is repeatable)", async () => {
    await expect(main(["--port", "0", "--scenarios", "/no/such/bank.json"])).rejects.toThrow(new UsageError("--scenarios /no/such/bank.json: no such file or folder"));
    await expect(main(["--port", "0", "--scenarios"])).rejects.toThrow(new UsageError("option --scenarios needs a value PATH (a bank file or folder)"));
  });

  it("turns bad fault shares into a UsageError", async () => {
    await expect(main(["--port", "0", "--p429", "1.5"])).rejects.toThrow(UsageError);
  });
});

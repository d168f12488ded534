import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT, isSmoke, projectPath } from "../src/paths.js";

describe("PROJECT_ROOT / projectPath(...parts)", () => {
  it("is the folder holding groupthink's package.json", () => {
    expect(isAbsolute(PROJECT_ROOT)).toBe(true);
    expect(JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")).name).toBe("groupthink");
  });
  it("resolves parts against the root, independent of the working directory", () => {
    expect(projectPath("scenarios", "phantom")).toBe(join(PROJECT_ROOT, "scenarios", "phantom"));
    expect(projectPath()).toBe(PROJECT_ROOT);
    expect(existsSync(projectPath("src", "paths.ts"))).toBe(true);
  });
  it("keeps an absolute part absolute", () => {
    expect(projectPath("/tmp", "x")).toBe("/tmp/x");
  });
});

describe("isSmoke()", () => {
  const saved = process.env.GROUPTHINK_SMOKE;
  afterEach(() => {
    if (saved === undefined) delete process.env.GROUPTHINK_SMOKE;
    else process.env.GROUPTHINK_SMOKE = saved;
  });
  it("is true exactly when GROUPTHINK_SMOKE=1", () => {
    process.env.GROUPTHINK_SMOKE = "1";
    expect(isSmoke()).toBe(true);
    process.env.GROUPTHINK_SMOKE = "true";
    expect(isSmoke()).toBe(false);
    delete process.env.GROUPTHINK_SMOKE;
    expect(isSmoke()).toBe(false);
  });
});

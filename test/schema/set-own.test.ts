import { describe, expect, it } from "vitest";
import { setOwn } from "../../src/schema/set-own.js";

describe("setOwn(o, k, value)", () => {
  it("sets __proto__ as an own data property, as JSON.parse makes it, leaving the prototype alone", () => {
    const o: Record<string, unknown> = {};
    setOwn(o, "__proto__", { polluted: true });
    setOwn(o, "a", 1);
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    expect(Object.keys(o)).toEqual(["__proto__", "a"]);
    expect(JSON.stringify(o)).toBe('{"__proto__":{"polluted":true},"a":1}');
    expect(JSON.stringify(o)).toBe(JSON.stringify(JSON.parse('{"__proto__":{"polluted":true},"a":1}')));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it("overwrites an own __proto__ it set before, and any other key as plain assignment does", () => {
    const o: Record<string, unknown> = {};
    setOwn(o, "__proto__", "x");
    setOwn(o, "__proto__", "y");
    setOwn(o, "b", 2);
    setOwn(o, "b", 3);
    expect(Object.getOwnPropertyDescriptor(o, "__proto__")).toEqual({ value: "y", enumerable: true, writable: true, configurable: true });
    expect(o.b).toBe(3);
  });
});

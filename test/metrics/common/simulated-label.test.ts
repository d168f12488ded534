import { describe, expect, it } from "vitest";
import { countSimulated, isSimulated, simulatedLabel, simulatedNote } from "../../../src/metrics/common/simulated-label.js";

describe("isSimulated / simulatedLabel / countSimulated", () => {
  it("says '(simulated)' when every record is, '(partly simulated)' when some are (strictly true), nothing otherwise: the one policy", () => {
    expect(simulatedLabel([{ simulated: true }, { simulated: true }])).toBe("(simulated)");
    expect(simulatedLabel([{ simulated: true }, {}])).toBe("(partly simulated)");
    expect(simulatedNote([{ simulated: true }, {}])).toBe("partly simulated");
    expect(simulatedNote([{ simulated: "true" }])).toBeNull();
    expect(simulatedLabel([{}, { simulated: false }, { simulated: "true" }])).toBe("");
    expect(simulatedLabel([])).toBe("");
    expect(isSimulated([{ simulated: true }])).toBe(true);
    expect(countSimulated([{ simulated: true }, { simulated: true }, {}])).toBe(2);
  });
});

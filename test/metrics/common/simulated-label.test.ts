import { describe, expect, it } from "vitest";
import { countSimulated, isSimulated, simulatedLabel } from "../../../src/metrics/common/simulated-label.js";

describe("isSimulated / simulatedLabel / countSimulated", () => {
  it("is '(simulated)' only when some record is simulated (strictly true)", () => {
    expect(simulatedLabel([{ simulated: true }, {}])).toBe("(simulated)");
    expect(simulatedLabel([{}, { simulated: false }, { simulated: "true" }])).toBe("");
    expect(simulatedLabel([])).toBe("");
    expect(isSimulated([{ simulated: true }])).toBe(true);
    expect(countSimulated([{ simulated: true }, { simulated: true }, {}])).toBe(2);
  });
});

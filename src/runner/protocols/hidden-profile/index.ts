/** The hidden-profile protocol plug-in and its simulator responder (filled in by the hidden-profile issue). */
import type { Protocol, SimResponder } from "../../types.js";

export const protocol: Protocol<any> | undefined = undefined;
export const responder: SimResponder | undefined = undefined;

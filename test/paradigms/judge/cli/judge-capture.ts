// Run a CLI main with stdout/stderr captured (judge CLI tests): the one capture of test/runner/helpers.ts.
export { capture } from "../../../runner/helpers.js";

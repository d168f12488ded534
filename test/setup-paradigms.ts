// Every test file starts as the public barrel and the command line do: with the paradigm registry
// loaded (src/paradigms/all.ts), so the schema, runner and analysis registries know every paradigm.
import "../src/paradigms/registry.js";

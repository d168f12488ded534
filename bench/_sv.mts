import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { cli } from "../src/cli/main.ts";
for (const a of [["/tmp/gtrel/empty"], ["/tmp/gtrel/empty", "--json"], ["/tmp/gtrel/noperm.json"], [""], ["/tmp/gtrel/nope.json", "--quotas"]]) {
  console.log("==", JSON.stringify(a));
  console.log("exit", await cli(["scenarios", "validate", ...a]));
}

export {
  checkExecuted,
  type NotebookCheck,
  type NotebookJson,
  SENTINEL,
  withoutSentinel,
  withSentinel,
} from "./check-executed.js";
export { withExecutionCounts } from "./execution-counts.js";

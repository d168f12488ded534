export {
  checkExecuted,
  type NotebookCheck,
  type NotebookJson,
  SENTINEL,
  withoutSentinel,
  withSentinel,
} from "./check-executed.js";

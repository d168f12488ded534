/** Study planning: units, power and cost (issue 21). */
export { PLAN_TOLERANCE, planStudy } from "./plan-study.js";
export type { PlanRow, PlanStudyOptions, PlanStudyReport } from "./plan-study.js";

import { loyaltyCases } from "./cases/loyalty.cases.ts";
import { runCases } from "./cases/run-cases.ts";

runCases(loyaltyCases);

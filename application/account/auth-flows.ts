import { requireDeps, type AppDeps } from "../app/deps";
import { AccountError } from "./account.types";
import type { AuthFlowsGateway } from "./auth-flows.port";

/** The registration and reset port of a scope; only the authentication modal calls it. */
export function authFlowsOf(deps: AppDeps | null): AuthFlowsGateway {
  const { authFlows } = requireDeps(deps);
  if (!authFlows) throw new Error("The scope was forked without an AuthFlowsGateway.");
  return authFlows;
}

const codeOf = (error: unknown) => (error instanceof AccountError ? error.code : null);

/** The step ticket ran out (STEP.EXPIRED): the flow starts again from its first step. */
export const isStepExpired = (error: unknown): boolean => codeOf(error) === "STEP.EXPIRED";

export const isPhoneTaken = (error: unknown): boolean => codeOf(error) === "ACCOUNT.PHONE_TAKEN";

/** The field a refused start names (`params.field`), when it names one. */
export function refusedField(error: unknown): string | null {
  const field = error instanceof AccountError ? error.params?.field : undefined;
  return typeof field === "string" ? field : null;
}

/**
 * A resend the server found too early (CODE.TOO_SOON): a whole countdown starts again now. Our server names
 * the wait only in a Retry-After header, which a refusal does not carry, so the link never comes back before
 * the server would send.
 */
export const isTooSoon = (error: unknown): boolean => codeOf(error) === "CODE.TOO_SOON";

import { requireDeps, type AppDeps } from "../app/deps";
import type { SupportGateway } from "./support.port";

/** The support port of a scope; only the profile's help pages call it. */
export function supportOf(deps: AppDeps | null): SupportGateway {
  const { support } = requireDeps(deps);
  if (!support) throw new Error("The scope was forked without a SupportGateway.");
  return support;
}

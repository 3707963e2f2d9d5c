import { ConfigError, loadConfig } from "../../../server/config.ts";

// Reading configuration in tests without touching disk: the config a given environment yields, or what it
// refuses.

export const configFrom = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/qb-config-probe", ...env }, { persistSecrets: false });

/** The problems the environment is refused for; none when it loads. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    configFrom(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

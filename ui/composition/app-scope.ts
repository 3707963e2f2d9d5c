import { fork, type Scope } from "effector";
import { $deps, $language, $mapsApiKey, $theme } from "../../application/app/app.model";
import type { AppDeps } from "../../application/app/deps";
import type { Language, Theme } from "../../application/visitor/visitor";

/** A fresh Effector scope wired to the container's ports; `serialized` is the server's state on hydration. */
export function forkApp(options: {
  deps: AppDeps;
  language: Language;
  theme: Theme;
  /** Server side only: the browser reads it from the serialized state. */
  mapsApiKey?: string | null;
  serialized?: Record<string, unknown>;
}): Scope {
  if (options.serialized && $deps.sid && $language.sid && $theme.sid) {
    // Hydration: the server's values by sid, plus this side's ports (model stores carry sids from the babel
    // plugin).
    return fork({
      values: {
        ...options.serialized,
        [$deps.sid]: options.deps,
        [$language.sid]: options.language,
        [$theme.sid]: options.theme,
      },
    });
  }
  return fork({
    values: [
      [$deps, options.deps],
      [$language, options.language],
      [$theme, options.theme],
      [$mapsApiKey, options.mapsApiKey ?? null],
    ],
  });
}

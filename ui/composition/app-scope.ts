import { fork, type Scope } from "effector";
import { Container, type ContainerModule } from "inversify";
import { $deps, $language, $theme } from "../../application/app/app.model";
import type { AppDeps } from "../../application/app/deps";
import { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import { ContentGateway } from "../../application/content/content.port";
import { CookieJar } from "../../application/visitor/visitor.port";
import type { Language, Theme } from "../../application/visitor/visitor";

/** One container per request (server), per tab (browser), per story or test. */
export function buildContainer(...modules: ContainerModule[]): Container {
  const container = new Container();
  container.load(...modules);
  return container;
}

export function depsOf(container: Container): AppDeps {
  return {
    catalogue: container.get<CatalogueGateway>(CatalogueGateway),
    content: container.get<ContentGateway>(ContentGateway),
    cookies: container.get<CookieJar>(CookieJar),
  };
}

/** A fresh Effector scope wired to the container's ports; `serialized` is the server's state on hydration. */
export function forkApp(options: {
  deps: AppDeps;
  language: Language;
  theme: Theme;
  serialized?: Record<string, unknown>;
}): Scope {
  if (options.serialized && $deps.sid && $language.sid && $theme.sid) {
    // Hydration: the server's values by sid, plus this side's ports (model stores carry sids from the babel plugin).
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
    ],
  });
}

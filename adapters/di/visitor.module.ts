import { ContainerModule } from "inversify";
import { CookieJar, RequestContext } from "../../application/visitor/visitor.port";

/**
 * The visitor's cookies and request context, made by the composition root for one request or one browser tab.
 */
export function visitorModule(jar: CookieJar, context: RequestContext): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CookieJar).toConstantValue(jar);
    bind(RequestContext).toConstantValue(context);
  });
}

import { ContainerModule } from "inversify";
import { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import { ContentGateway } from "../../application/content/content.port";
import { CookieJar, RequestContext } from "../../application/visitor/visitor.port";
import { FakeCatalogueGateway, type FakeCatalogueOptions } from "./fake-catalogue.gateway";
import { FakeContentGateway } from "./fake-content.gateway";
import { MemoryCookieJar } from "./memory-cookie-jar";

/** Every port bound to its in-memory fake. */
export function fakeModule(options: FakeCatalogueOptions & { cookies?: Record<string, string> } = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const language = options.language ?? (() => "ru");
    bind(CatalogueGateway).toConstantValue(new FakeCatalogueGateway({ ...options, language }));
    bind(ContentGateway).toConstantValue(new FakeContentGateway({ language, failing: options.failing, latency: options.latency }));
    bind(CookieJar).toConstantValue(new MemoryCookieJar(options.cookies));
    bind(RequestContext).toConstantValue({ language, visitorId: () => "demo", accessToken: () => undefined });
  });
}

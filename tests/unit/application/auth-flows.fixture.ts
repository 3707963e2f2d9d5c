import "reflect-metadata";
import { fork } from "effector";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import {
  FakeAuthFlowsGateway,
  type FakeAuthFlowsOptions,
} from "../../../adapters/fake/fake-auth-flows.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";

/** One scope over the fakes, with the registration and reset fake handing out the account fake's tokens. */
export function authFlowsScope(options: FakeAuthFlowsOptions = {}) {
  const account = new FakeAccountGateway();
  const flows = new FakeAuthFlowsGateway({ sessions: account, ...options });
  const cookies = new MemoryCookieJar({});
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account,
    catalogue,
    content: new FakeContentGateway(),
    cookies,
    shopping: new FakeShoppingGateway(catalogue),
    authFlows: flows,
  };
  return { scope: fork({ values: [[$deps, deps]] }), account, flows, cookies };
}

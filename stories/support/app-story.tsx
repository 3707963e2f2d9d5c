import "reflect-metadata";
import { Box, Stack } from "@chakra-ui/react";
import type { Decorator, Loader } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { Provider } from "effector-react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { layoutRequested } from "../../application/layout/layout.model";
import { localizePath } from "../../application/visitor/routes";
import { isLanguage, parseTheme, type Language } from "../../application/visitor/visitor";
import { FakeCatalogueGateway, type FakeCatalogueOptions } from "../../adapters/fake/fake-catalogue.gateway";
import type { FakeAccountOptions } from "../../adapters/fake/fake-account.gateway";
import type { FakeLoyaltyOptions } from "../../adapters/fake/fake-loyalty.gateway";
import type { FakeShoppingOptions } from "../../adapters/fake/fake-shopping.gateway";
import type { FakeCheckoutOptions } from "../../adapters/fake/fake-checkout.gateway";
import type { FakeOrdersOptions } from "../../adapters/fake/fake-orders.gateway";
import type { FakeCardsOptions } from "../../adapters/fake/fake-cards.gateway";
import type { FakeSupportOptions } from "../../adapters/fake/fake-support.gateway";
import type { FakeReviewsOptions } from "../../adapters/fake/fake-reviews.gateway";
import { fakeModule } from "../../adapters/fake/fake.module";
import { buildContainer, depsOf } from "../../ui/composition/container";
import { forkApp } from "../../ui/composition/app-scope";

/** What a story asks of the app around it: fake behaviour, the route, and data to load first. */
export interface AppStoryParameters {
  /**
   * The catalogue's behaviour, plus the basket and saved products (`shopping`), the account fake's
   * (`account`), the checkout's and the orders'.
   */
  fake?: Omit<FakeCatalogueOptions, "language"> & {
    shopping?: FakeShoppingOptions;
    account?: FakeAccountOptions;
    /** The balance page's fake: balances, history, a failure. */
    loyalty?: FakeLoyaltyOptions;
    checkout?: Omit<FakeCheckoutOptions, "shopping" | "orders" | "language">;
    orders?: Omit<FakeOrdersOptions, "language">;
    /** The saved cards' fake bank. */
    cards?: FakeCardsOptions;
    /** The help pages' fake (FAQ, instructions, videos, bug reports). */
    support?: Omit<FakeSupportOptions, "language">;
    /** Whether the shopper may review, and how the fake server answers a review. */
    reviews?: FakeReviewsOptions;
  };
  path?: string;
  /** The route pattern the story's page reads its parameters from (`/order/:id`). */
  route?: string;
  /** Load the header/footer data before the story renders (default true). */
  layout?: boolean;
  prepare?: (scope: Scope) => Promise<unknown>;
}

const languageOf = (locale: unknown): Language => (isLanguage(locale) ? locale : "uz");

/** Builds one container over the fakes and one fork() scope per story render. */
export const appLoader: Loader = async (context) => {
  const params = (context.parameters.app ?? {}) as AppStoryParameters;
  const language = languageOf(context.globals.locale);
  const container = buildContainer(fakeModule({ ...params.fake, language: () => language }));
  const scope = forkApp({
    deps: depsOf(container),
    language,
    theme: parseTheme(context.globals.theme as string),
  });
  if (params.layout !== false && !params.fake?.latency) await allSettled(layoutRequested, { scope });
  if (params.prepare) await params.prepare(scope);
  return { scope };
};

/** Puts the story inside its scope and a router at the story's path in the toolbar language. */
export const withApp: Decorator = (Story, context) => {
  const params = (context.parameters.app ?? {}) as AppStoryParameters;
  const language = languageOf(context.globals.locale);
  const scope = (context.loaded as { scope: Scope }).scope;
  return (
    <Provider value={scope}>
      <MemoryRouter initialEntries={[localizePath(params.path ?? "/", language)]}>
        {params.route ? (
          <Routes>
            <Route path={localizePath(params.route, language)} element={<Story />} />
          </Routes>
        ) : (
          <Story />
        )}
      </MemoryRouter>
    </Provider>
  );
};

// Any args: the same loader and decorator serve every story's args type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyArgs = any;
export const appStory = {
  loaders: [appLoader as Loader<AnyArgs>],
  decorators: [withApp as Decorator<AnyArgs>],
};

/** A back-office section as its area shows it: the whole app around it, at full width, padded. */
export const sectionStory = {
  loaders: appStory.loaders,
  decorators: [
    ((Story) => (
      <Box p="4">
        <Story />
      </Box>
    )) as Decorator<AnyArgs>,
    ...appStory.decorators,
  ],
  parameters: { layout: "fullscreen" },
};

/** A section that returns two parts (its filters and its list), stacked five apart as admin-area.tsx does. */
export const stackedSectionStory = {
  ...sectionStory,
  decorators: [
    ((Story) => (
      <Stack gap="5" p="4">
        <Story />
      </Stack>
    )) as Decorator<AnyArgs>,
    ...appStory.decorators,
  ],
};

/** Demo goods in a language, for stories that pass products as props. */
export function demoProducts(language: unknown = "ru") {
  const fake = new FakeCatalogueGateway({ language: () => languageOf(language) });
  return fake.listProducts({ size: 36 });
}

export const demo = new FakeCatalogueGateway();

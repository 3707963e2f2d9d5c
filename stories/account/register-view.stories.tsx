import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { allSettled, type Scope } from "effector";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { authViewChosen } from "../../application/account/auth-view.model";
import { $district, $districts } from "../../application/account/registration-places.model";
import { LoginModal } from "../../ui/features/account/login-modal";
import { RegisterView, type RegisterViewProps } from "../../ui/features/account/register-view";
import { useAuthFlows } from "../../ui/layout/use-auth-flows";
import { appStory } from "../support/app-story";
import {
  demoPlaces,
  formColumn,
  frozenClock,
  messageOf,
  SENT_LONG_AGO,
  SENT_RECENTLY,
  textIn,
} from "./flow-story-helpers";

const DETAILS = { fullName: "Aziz Karimov", phone: "935550011", region: 1, district: 101 };

const meta = {
  title: "Account/RegisterView",
  component: RegisterView,
  decorators: [formColumn, frozenClock],
  args: {
    step: "details",
    pending: false,
    flag: null,
    details: null,
    sentAt: SENT_RECENTLY,
    places: demoPlaces("uz"),
    termsHref: "/uz/pages/user-agreement",
    onRegionChange: fn(),
    onDistrictChange: fn(),
    onPlacesRetry: fn(),
    onDetailsSubmit: fn(),
    onCodeSubmit: fn(),
    onResend: fn(),
    onPasswordSubmit: fn(),
    onEdited: fn(),
    onChangePhone: fn(),
    onLogin: fn(),
  },
  // The region and district names follow the toolbar language.
  render: (args, { globals }) => {
    const named = demoPlaces(globals.locale, { region: args.places.region });
    const places = {
      ...args.places,
      regions: args.places.regions.length ? named.regions : [],
      districts: args.places.districts.length ? named.districts : [],
    };
    return <RegisterView {...args} places={places} />;
  },
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
const submitIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>("button[type=submit]")!;
const FIELDS = ["full_name", "phone", "region", "district", "checked"];

// ----- step 1: personal data -----

/** Every field labelled and required, the name focused, the district waiting for a region. */
const detailsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const labels: Record<string, string> = {
    full_name: "account.register.fullName",
    phone: "account.register.phone",
    region: "account.register.region",
    district: "account.register.district",
  };
  for (const [name, id] of Object.entries(labels)) {
    await expect(field(canvasElement, name)).toHaveAccessibleName(new RegExp(textIn(globals.locale, id)));
    await expect(field(canvasElement, name)).toBeRequired();
  }
  await expect(field(canvasElement, "checked")).toBeRequired();
  await waitFor(() => expect(field(canvasElement, "full_name")).toHaveFocus());
  await expect(field(canvasElement, "district")).toBeDisabled();
  await expect(field(canvasElement, "district")).toHaveDisplayValue(
    textIn(globals.locale, "account.register.regionFirst"),
  );
  await expect(
    within(canvasElement).getByText(textIn(globals.locale, "account.flow.step", { step: 1 }), {
      exact: false,
    }),
  ).toBeVisible();
  const terms = within(canvasElement).getByRole("link");
  await expect(terms).toHaveAttribute("href", "/uz/pages/user-agreement");
  await expect(terms).toHaveAttribute("target", "_blank");
  field(canvasElement, "full_name").blur();
};

export const Details: Story = { play: detailsPlay };
export const DetailsRu: Story = { globals: { locale: "ru" }, play: detailsPlay };
export const DetailsSr: Story = { globals: { locale: "sr" }, play: detailsPlay };

/** A region chosen: its districts to choose from. */
export const DetailsRegionChosen: Story = {
  args: { places: demoPlaces("uz", { region: 1 }) },
  play: async ({ canvasElement, args }) => {
    const district = field(canvasElement, "district");
    await expect(district).toBeEnabled();
    await expect(district.options).toHaveLength(5);
    await userEvent.selectOptions(district, "102");
    await expect(args.onDistrictChange).toHaveBeenCalledWith(102);
    await userEvent.selectOptions(field(canvasElement, "region"), "3");
    await expect(args.onRegionChange).toHaveBeenCalledWith(3);
    field(canvasElement, "region").blur();
  },
};

/** The regions are on their way: the field says so and is busy. */
export const DetailsRegionsLoading: Story = {
  args: { places: demoPlaces("uz", { regions: [], regionsLoading: true }) },
  play: async ({ canvasElement, globals }) => {
    const region = field(canvasElement, "region");
    await expect(region).toHaveAttribute("aria-busy", "true");
    await expect(messageOf(region)).toHaveTextContent(textIn(globals.locale, "account.places.loading"));
    // The step focuses its first field once mounted; the picture shows the fields at rest.
    await waitFor(() => expect(field(canvasElement, "full_name")).toHaveFocus());
    field(canvasElement, "full_name").blur();
  },
};

/** The regions did not load: said under the field, with a way to ask again. */
export const DetailsRegionsFailed: Story = {
  args: { places: demoPlaces("uz", { regions: [], regionsFailed: true }) },
  play: async ({ canvasElement, globals, args }) => {
    const region = field(canvasElement, "region");
    await expect(region.options).toHaveLength(1);
    await expect(messageOf(region)).toHaveTextContent(textIn(globals.locale, "account.places.failed"));
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: textIn(globals.locale, "account.places.retry") }),
    );
    await expect(args.onPlacesRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An empty submit: phone_error under the phone (spec section 5), every field marked, the phone focused. */
export const DetailsEmptySubmit: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(submitIn(canvasElement));
    await expect(args.onDetailsSubmit).not.toHaveBeenCalled();
    for (const name of FIELDS)
      await expect(field(canvasElement, name)).toHaveAttribute("aria-invalid", "true");
    await expect(messageOf(field(canvasElement, "phone"))).toHaveTextContent(
      textIn(globals.locale, "phone_error"),
    );
    await expect(field(canvasElement, "phone")).toHaveFocus();
    field(canvasElement, "phone").blur();
  },
};

/** A valid phone but the rest missing: fill_in_form under the first missing field. */
export const DetailsIncomplete: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.type(field(canvasElement, "full_name"), "Aziz Karimov");
    await userEvent.type(field(canvasElement, "phone"), "935550011");
    await userEvent.click(submitIn(canvasElement));
    await expect(args.onDetailsSubmit).not.toHaveBeenCalled();
    const region = field(canvasElement, "region");
    await expect(messageOf(region)).toHaveTextContent(textIn(globals.locale, "fill_in_form"));
    await expect(region).toHaveFocus();
    for (const name of ["region", "district", "checked"])
      await expect(field(canvasElement, name)).toHaveAttribute("aria-invalid", "true");
    for (const name of ["full_name", "phone"])
      await expect(field(canvasElement, name)).not.toHaveAttribute("aria-invalid", "true");
    region.blur();
  },
};

/** The terms box alone is missing: the message is tied to the box. */
export const DetailsTermsMissing: Story = {
  args: { places: demoPlaces("uz", { region: 1, district: 101 }) },
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(field(canvasElement, "full_name"), "Aziz Karimov");
    await userEvent.type(field(canvasElement, "phone"), "935550011");
    await userEvent.click(submitIn(canvasElement));
    const terms = field(canvasElement, "checked");
    await expect(terms).toHaveAttribute("aria-invalid", "true");
    await expect(terms).toHaveAccessibleDescription(textIn(globals.locale, "fill_in_form"));
    await expect(terms).toHaveFocus();
    terms.blur();
  },
};

export const DetailsSubmits: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  args: { places: demoPlaces("uz", { region: 1, district: 101 }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, "full_name"), "  Aziz Karimov ");
    await userEvent.type(field(canvasElement, "phone"), "93 555 00 11");
    await userEvent.click(field(canvasElement, "checked"));
    await userEvent.click(submitIn(canvasElement));
    await expect(args.onDetailsSubmit).toHaveBeenCalledWith(DETAILS);
  },
};

/** The server refused the phone: flagged until edited, and the container told once. */
export const DetailsPhoneRefused: Story = {
  args: { flag: "phone", details: DETAILS, places: demoPlaces("uz", { region: 1, district: 101 }) },
  play: async ({ canvasElement, args }) => {
    const phone = field(canvasElement, "phone");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveValue("+998 (93) 555-00-11");
    await expect(field(canvasElement, "full_name")).toHaveValue("Aziz Karimov");
    await expect(field(canvasElement, "checked")).toBeChecked();
    await expect(args.onEdited).not.toHaveBeenCalled();
    field(canvasElement, "full_name").blur();
  },
};

export const DetailsPending: Story = {
  args: { pending: true, details: DETAILS, places: demoPlaces("uz", { region: 1, district: 101 }) },
  play: async ({ canvasElement, args }) => {
    await expect(submitIn(canvasElement)).toBeDisabled();
    await userEvent.type(field(canvasElement, "full_name"), "{Enter}");
    await expect(args.onDetailsSubmit).not.toHaveBeenCalled();
    field(canvasElement, "full_name").blur();
  },
};

// ----- step 2: code -----

const codePlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const code = field(canvasElement, "code");
  await waitFor(() => expect(code).toHaveFocus());
  await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "account.flow.step", { step: 2 }));
  await userEvent.click(within(canvasElement).getByTestId("change-phone"));
  await expect(args.onChangePhone).toHaveBeenCalledTimes(1);
  await userEvent.click(within(canvasElement).getByTestId("to-login"));
  await expect(args.onLogin).toHaveBeenCalledTimes(1);
  (document.activeElement as HTMLElement | null)?.blur();
};

export const Code: Story = { args: { step: "code", details: DETAILS }, play: codePlay };
export const CodeRu: Story = { ...Code, globals: { locale: "ru" } };
export const CodeSr: Story = { ...Code, globals: { locale: "sr" } };

export const CodeRefused: Story = {
  args: { step: "code", details: DETAILS, flag: "code" },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "code")).toHaveAttribute("aria-invalid", "true");
    field(canvasElement, "code").blur();
  },
};

export const CodeResend: Story = {
  args: { step: "code", details: DETAILS, sentAt: SENT_LONG_AGO },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId("code-resend"));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

// ----- step 3: password -----

const passwordPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const password = field(canvasElement, "password");
  await waitFor(() => expect(password).toHaveFocus());
  await expect(password).toHaveAttribute("autocomplete", "new-password");
  await expect(messageOf(password)).toHaveTextContent(
    textIn(globals.locale, "account.password.hint", { min: 8 }),
  );
  await expect(submitIn(canvasElement)).toHaveAccessibleName(
    textIn(globals.locale, "account.register.submit"),
  );
  password.blur();
};

export const Password: Story = { args: { step: "password", details: DETAILS }, play: passwordPlay };
export const PasswordRu: Story = { ...Password, globals: { locale: "ru" } };
export const PasswordSr: Story = { ...Password, globals: { locale: "sr" } };

/** Registration asks for 8 characters (spec section 9): min_password under the password. */
export const PasswordTooShort: Story = {
  args: { step: "password", details: DETAILS },
  play: async ({ canvasElement, globals, args }) => {
    const password = field(canvasElement, "password");
    await userEvent.type(password, "qwe1234");
    await userEvent.type(field(canvasElement, "confirmation"), "qwe1234{Enter}");
    await expect(args.onPasswordSubmit).not.toHaveBeenCalled();
    await expect(messageOf(password)).toHaveTextContent(textIn(globals.locale, "min_password", { min: 8 }));
    await expect(password).toHaveFocus();
    password.blur();
  },
};

export const PasswordMismatch: Story = {
  args: { step: "password", details: DETAILS },
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(field(canvasElement, "password"), "qurilish2024");
    await userEvent.type(field(canvasElement, "confirmation"), "qurilish2025{Enter}");
    const confirmation = field(canvasElement, "confirmation");
    await expect(messageOf(confirmation)).toHaveTextContent(textIn(globals.locale, "password_error"));
    await expect(field(canvasElement, "password")).toHaveAttribute("aria-invalid", "true");
    confirmation.blur();
  },
};

export const PasswordRefused: Story = {
  args: { step: "password", details: DETAILS, flag: "password" },
  play: async ({ canvasElement }) => {
    for (const name of ["password", "confirmation"])
      await expect(field(canvasElement, name)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(field(canvasElement, "password")).toHaveFocus());
    field(canvasElement, "password").blur();
  },
};

export const PasswordSubmits: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  args: { step: "password", details: DETAILS },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, "password"), "qurilish2024");
    await userEvent.type(field(canvasElement, "confirmation"), "qurilish2024{Enter}");
    await expect(args.onPasswordSubmit).toHaveBeenCalledWith("qurilish2024");
  },
};

// ----- step 4 -----

export const Done: Story = {
  args: { step: "done", details: DETAILS },
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole("heading", {
      name: textIn(globals.locale, "account.register.done.title"),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(canvasElement).queryByTestId("to-login")).toBeNull();
  },
};
export const DoneRu: Story = { ...Done, globals: { locale: "ru" } };

// ----- wired to the real models over the fakes -----

type ConnectedArgs = Partial<RegisterViewProps>;

/** The register view as the modal wires it: the places model, the fake gateway's regions and districts. */
function Connected() {
  const { register } = useAuthFlows("uz");
  return <RegisterView {...register!} onLogin={() => undefined} />;
}

const openRegister = (scope: Scope) => allSettled(authViewChosen, { scope, params: "register" });
const scopeOf = (loaded: unknown) => (loaded as { scope: Scope }).scope;

export const RegionChangeClearsDistrict: StoryObj<ConnectedArgs> = {
  // Its point is the interaction with the model.
  tags: ["no-visual"],
  ...appStory,
  decorators: appStory.decorators,
  parameters: { app: { layout: false, prepare: openRegister } },
  render: () => <Connected />,
  play: async ({ canvasElement, loaded }) => {
    const scope = scopeOf(loaded);
    const region = field(canvasElement, "region");
    await waitFor(() => expect(region.options.length).toBeGreaterThan(1));
    await userEvent.selectOptions(region, "1");
    const district = field(canvasElement, "district");
    await waitFor(() => expect(district).toBeEnabled());
    await waitFor(() => expect(district.options).toHaveLength(5));
    await userEvent.selectOptions(district, "102");
    await expect(scope.getState($district)).toBe(102);
    await userEvent.selectOptions(region, "4");
    // The district is cleared at once and the new region's districts come in.
    await expect(district).toHaveValue("");
    await expect(scope.getState($district)).toBeNull();
    await waitFor(() => expect(scope.getState($districts).map((d) => d.id)).toEqual([401, 402]));
    await waitFor(() => expect(district.options).toHaveLength(3));
  },
};

// ----- inside the modal -----

// The modal is portalled into document.body and drawn fixed over the viewport; the story root is given the
// viewport's height so the screenshot covers it (as in the Account/LoginModal stories).
const fullHeight: Decorator = (Story) => (
  <Box minH="100vh">
    <Story />
  </Box>
);

/** The register view in the modal, with the promo panel beside it from the md breakpoint on. */
export const InModal: StoryObj<typeof LoginModal> = {
  decorators: [fullHeight, frozenClock],
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: fn(), onSubmit: fn(), onViewChange: fn() },
  render: (args, { globals }) => (
    <LoginModal
      {...args}
      view="register"
      register={
        { ...meta.args, places: demoPlaces(globals.locale), onRegionChange: fn() } as RegisterViewProps
      }
    />
  ),
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleName(textIn(globals.locale, "account.register.title"));
    await waitFor(() => expect(dialog.querySelector("input[name=full_name]")).toHaveFocus());
    await expect(within(dialog).getByTestId("login-promo")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId("to-login"));
    await expect(args.onViewChange).toHaveBeenCalledWith("login");
    (document.activeElement as HTMLElement | null)?.blur();
    // Clicking the bottom link scrolled the dialog's body; the picture is of the view as it opens.
    for (const el of [dialog, ...dialog.querySelectorAll<HTMLElement>("*")])
      if (el.scrollTop) el.scrollTop = 0;
  },
};
export const InModalRu: StoryObj<typeof LoginModal> = { ...InModal, globals: { locale: "ru" } };

/** The login view's link to registration. */
export const FromLogin: StoryObj<typeof LoginModal> = {
  // Its point is the interaction; the login view's looks are Account/LoginModal's.
  tags: ["no-visual"],
  decorators: [fullHeight],
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: fn(), onSubmit: fn(), onViewChange: fn() },
  render: (args) => <LoginModal {...args} />,
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole("dialog");
    const link = within(dialog).getByRole("button", {
      name: textIn(globals.locale, "account.login.register"),
    });
    await userEvent.click(link);
    await expect(args.onViewChange).toHaveBeenCalledWith("register");
  },
};

import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  markRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  statSlotRecipe,
  tooltipSlotRecipe,
} from "@chakra-ui/react/theme";

// Palettes the shop's recipes and semantic tokens (info, warning, success, error) refer to; the other five of
// Chakra's ten palettes only weigh on the first load.
const PALETTES = ["gray", "red", "orange", "green", "blue"];
const keep = <T extends object>(table: T, names: readonly string[]) =>
  Object.fromEntries(Object.entries(table).filter(([name]) => names.includes(name)));
const shopTokens = {
  ...tokens,
  colors: keep(tokens.colors, [
    "transparent",
    "current",
    "black",
    "white",
    "whiteAlpha",
    "blackAlpha",
    ...PALETTES,
  ]),
};
const shopSemanticTokens = {
  ...semanticTokens,
  colors: keep(semanticTokens.colors, ["bg", "fg", "border", ...PALETTES]),
};

const PHONE_ONLY = "@media screen and (max-width: 47.99em)";

// Chakra's defaultConfig carries every slot recipe (date pickers, carousels, trees...), ~20 KB gzip in the
// first load. This is the same theme with the recipes and slot recipes of the components the shop renders; a
// newly used Chakra part with a slot recipe needs its recipe added here, or it renders unstyled.
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Below md (a phone) every button, field and select is a 44 px tap target (issue 15; Apple's and WCAG
    // 2.5.5's figure). Recipes set smaller heights in a later cascade layer, so the floor is marked
    // important; tablets and desktops keep the recipes' compact sizes.
    "button, select, input:not([type=checkbox]):not([type=radio]):not([type=range]), .chakra-button": {
      [PHONE_ONLY]: { minHeight: "44px !important" },
    },
    "button, .chakra-button": { [PHONE_ONLY]: { minWidth: "44px !important" } },
    // A spinning button keeps its word for assistive technology: Chakra's Loader hides the word with
    // `visibility: hidden`, which also takes it out of the accessible name. The word stays laid out and
    // unseen (transparent text, its parts at opacity 0) under the spinner. A spinner with its own loading
    // text is the last element of that span and is left alone.
    ".chakra-button[data-loading] > span > span:last-child:not(.chakra-spinner)": {
      visibility: "visible !important",
      color: "transparent !important",
      "& *": { opacity: "0 !important" },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: shopTokens,
    semanticTokens: shopSemanticTokens,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      mark: markRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});
const defaultConfig = mergeConfigs(defaultBaseConfig, themeConfig);

// The product owner fixed one accent: orange #EF7F1A. The palette around it keeps white text readable on
// solid buttons (600 is the solid shade in light mode) and gives dark mode a lighter tint for contrast.
const config = defineConfig({
  globalCss: {
    "html, body": { fontFamily: "body", bg: "bg", color: "fg" },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: "'Inter Variable', 'DejaVu Sans', system-ui, sans-serif" },
        heading: { value: "'Inter Variable', 'DejaVu Sans', system-ui, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: "#FEF4EA" },
          100: { value: "#FDE3CA" },
          200: { value: "#FAC795" },
          300: { value: "#F6A95C" },
          400: { value: "#F29235" },
          500: { value: "#EF7F1A" },
          600: { value: "#C8650C" },
          700: { value: "#9C4E09" },
          800: { value: "#6F3806" },
          900: { value: "#432203" },
          950: { value: "#2A1502" },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Small error text and focus rings need 4.5:1 and 3:1 on white; Chakra's light defaults fall short.
        fg: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } } },
        brand: {
          solid: { value: { _light: "{colors.brand.500}", _dark: "{colors.brand.500}" } },
          contrast: { value: { _light: "{colors.gray.950}", _dark: "{colors.gray.950}" } },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
          subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
          emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
          focusRing: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.400}" } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

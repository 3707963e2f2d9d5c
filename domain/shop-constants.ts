import { DEFAULT_LANGUAGE } from "./language.ts";

// The business constants of spec section 9 that are not a rule of their own (those live beside their rule:
// phone.ts, validation.ts, countdown.ts, photos.ts, order.ts, pricing.ts). UI and server read them from here.

export { LANGUAGES } from "./language.ts";
/** The route scheme's default (no prefix) is ru; the interface default is uz. */
export const ROUTE_DEFAULT_LANGUAGE = "ru";
export const INTERFACE_DEFAULT_LANGUAGE = DEFAULT_LANGUAGE;
export const LANGUAGE_COOKIE_DAYS = 365;

export const DEFAULT_THEME = "light";
export const ACCENT_COLOUR = "#EF7F1A";
export const CURRENCY = "so'm";
/** Discount points are called "ball". */
export const DISCOUNT_POINTS_NAME = "ball";

export const SEARCH = {
  debounceMs: 500,
  pageSize: 10,
  dropdownMaxHeightPx: 280,
  loadingClearMs: 200,
} as const;

export const PAGE_SIZE = {
  products: 12,
  recommended: 6,
  latest: 6,
  saved: 12,
  popularCategories: 12,
  regions: 15,
  districts: 50,
} as const;
/** "New products": size 6, ordered by created_at, in sale. */
export const LATEST_PRODUCTS_QUERY = { size: 6, ordering: "-created_at", in_sale: true } as const;

export const DROPDOWN_SCROLL_AFTER_OPTIONS = 5;
export const LOADING_DELAY_MS = { cart: 500, orders: 400, categoriesClear: 500, regionsClear: 300 } as const;
export const MOBILE_REDIRECT_BELOW_PX = 320;
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const TOAST = {
  position: "top-right",
  autoCloseMs: 5000,
  limit: 3,
  newestOnTop: true,
  hideProgressBar: true,
  dragThreshold: 0.6,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const;

export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_ZOOM = { factor: 2, resizeDebounceMs: 500 } as const;
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000 } as const;
export const MAPS = { lang: "ru_RU", version: "v3", linkZoom: 18 } as const;

/** The HTTP client retries once, for calls without a body, on these statuses; 400-599 are errors. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const ERROR_STATUS_RANGE = { from: 400, to: 599 } as const;
export const ERROR_PAGE_STATUSES = [400, 404, 500, 502, 504] as const;

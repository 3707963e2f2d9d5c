import { describe, expect, it } from "vitest";
import * as c from "../../../domain/shop-constants";

// Spec section 9, number by number.
describe("business constants of spec section 9", () => {
  it("languages, theme, accent and currency", () => {
    expect(c.LANGUAGES).toEqual(["ru", "uz", "sr"]);
    expect(c.ROUTE_DEFAULT_LANGUAGE).toBe("ru");
    expect(c.INTERFACE_DEFAULT_LANGUAGE).toBe("uz");
    expect(c.LANGUAGE_COOKIE_DAYS).toBe(365);
    expect(c.DEFAULT_THEME).toBe("light");
    expect(c.ACCENT_COLOUR).toBe("#EF7F1A");
    expect(c.CURRENCY).toBe("so'm");
    expect(c.DISCOUNT_POINTS_NAME).toBe("ball");
  });

  it("search: debounce 500 ms, page size 10, dropdown max height 280 px, loading clears after 200 ms", () => {
    expect(c.SEARCH).toEqual({
      debounceMs: 500,
      pageSize: 10,
      dropdownMaxHeightPx: 280,
      loadingClearMs: 200,
    });
  });

  it("list sizes", () => {
    expect(c.PAGE_SIZE).toEqual({
      products: 12,
      recommended: 6,
      latest: 6,
      saved: 12,
      popularCategories: 12,
      regions: 15,
      districts: 50,
    });
    expect(c.LATEST_PRODUCTS_QUERY).toEqual({ size: 6, ordering: "-created_at", in_sale: true });
  });

  it("delays, thresholds and intervals", () => {
    expect(c.DROPDOWN_SCROLL_AFTER_OPTIONS).toBe(5);
    expect(c.LOADING_DELAY_MS).toEqual({ cart: 500, orders: 400, categoriesClear: 500, regionsClear: 300 });
    expect(c.MOBILE_REDIRECT_BELOW_PX).toBe(320);
    expect(c.UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(c.LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000 });
  });

  it("toast defaults", () => {
    expect(c.TOAST).toEqual({
      position: "top-right",
      autoCloseMs: 5000,
      limit: 3,
      newestOnTop: true,
      hideProgressBar: true,
      dragThreshold: 0.6,
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
    });
  });

  it("images, zoom and maps", () => {
    expect(c.IMAGE_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(c.IMAGE_ZOOM).toEqual({ factor: 2, resizeDebounceMs: 500 });
    expect(c.MAPS).toEqual({ lang: "ru_RU", version: "v3", linkZoom: 18 });
  });

  it("HTTP retry and error statuses", () => {
    expect(c.RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(c.ERROR_STATUS_RANGE).toEqual({ from: 400, to: 599 });
    expect(c.ERROR_PAGE_STATUSES).toEqual([400, 404, 500, 502, 504]);
  });
});

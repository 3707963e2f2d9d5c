import { array, boolean, integer, optional, string, type } from "superstruct";
import { defineEndpoints, type Endpoint } from "./endpoint.ts";
import { IntFromText } from "./scalars.ts";

/** A banner or a story as the back office places it. */
export const StaffPlaced = type({
  id: integer(),
  title: string(),
  image: string(),
  position: integer(),
  visible: boolean(),
});

const list = (table: "banners" | "stories") =>
  ({
    method: "GET",
    path: `admin/${table}/`,
    answer: type({ results: array(StaffPlaced) }),
    auth: "required",
    permission: "content.edit",
  }) as const satisfies Endpoint;

/** Its position and whether the storefront shows it; a field not sent stays as it was. */
const place = (table: "banners" | "stories") =>
  ({
    method: "POST",
    path: `admin/${table}/{id}/`,
    params: type({ id: IntFromText }),
    body: type({ position: optional(integer()), visible: optional(boolean()) }),
    answer: StaffPlaced,
    auth: "required",
    permission: "content.edit",
  }) as const satisfies Endpoint;

export const adminContentEndpoints = defineEndpoints({
  adminBanners: list("banners"),
  adminBannerPlace: place("banners"),
  adminStories: list("stories"),
  adminStoryPlace: place("stories"),
});

import { nullable, optional, string, type, unknown, type Infer } from "superstruct";
import { Id, IntFromText, Slug, Title } from "./scalars.ts";

// The pieces every area shares. The scalars, enums, error shapes and pagination live in their own files and
// are re-exported here, so `contract/common.ts` is the one place to look for them.
export * from "./scalars.ts";
export * from "./enums.ts";
export * from "./errors.ts";
export * from "./pagination.ts";
export * from "./query.ts";
export * from "./media.ts";
export * from "./uploads.ts";

/**
 * "success" in the contract: a 2xx whose body nobody reads (empty, `{}`, or a `{message}` some calls add).
 * Any body passes; failure comes as an HTTP error status with one of the error shapes.
 */
export const SuccessAnswer = unknown();
export type SuccessAnswer = Infer<typeof SuccessAnswer>;

/** `{message}` answers of the password calls; the storefront shows the text as a success toast. */
export const MessageAnswer = type({ message: string() });
export type MessageAnswer = Infer<typeof MessageAnswer>;

/** A POST whose body is `{}`: clients may send nothing at all. */
export const EmptyBody = optional(nullable(type({})));
export type EmptyBody = Infer<typeof EmptyBody>;

/** `{id}` in a path such as "orders/{id}/": text in the URL, an integer after validation. */
export const IdParams = type({ id: IntFromText });
export type IdParams = Infer<typeof IdParams>;

export const SlugParams = type({ slug: Slug });
export type SlugParams = Infer<typeof SlugParams>;

/** The `{id, title}` reference used for categories, manufacturers and the like. */
export const TitleRef = type({ id: Id, title: Title });
export type TitleRef = Infer<typeof TitleRef>;

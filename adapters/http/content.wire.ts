import { integer, nullable, optional, string, type, unknown } from "superstruct";
import { ImageRef } from "../../contract/media";

// The content answers come from contract/content.ts; only the post (the spec's /posts/{id}, a call the contract
// does not list) and the unread "success" bodies are described here.
export {
  ContactsAnswer, FooterAnswer, HeaderMenuAnswer, StaticPageAnswer, StatisticsAnswer, StoriesAnswer,
} from "../../contract/content";

export const PostAnswer = type({
  id: integer(), title: string(), body: optional(nullable(string())), content: optional(nullable(string())), image: optional(ImageRef),
});

export const AnyAnswer = unknown();

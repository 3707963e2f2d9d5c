import { unknown } from "superstruct";

// The content answers come from contract/content.ts; only the unread "success" bodies are described here.
export {
  ContactsAnswer, FooterAnswer, HeaderMenuAnswer, PostAnswer, StaticPageAnswer, StatisticsAnswer, StoriesAnswer,
} from "../../contract/content";

export const AnyAnswer = unknown();

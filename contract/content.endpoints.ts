import { IdParams, SlugParams, SuccessAnswer } from "./common.ts";
import * as C from "./content.ts";
import { defineEndpoints } from "./endpoint.ts";
import * as S from "./support.ts";

// Forms and votes are open to guests ("optional": a signed-in user's come with their account).
export const contentEndpoints = defineEndpoints({
  contacts: { method: "GET", path: "settings/contacts/", answer: C.ContactsAnswer, auth: "none" },
  application: {
    method: "POST",
    path: "settings/application/",
    body: S.ApplicationRequest,
    answer: SuccessAnswer,
    auth: "optional",
  },
  typoReport: {
    method: "POST",
    path: "settings/typo/",
    body: S.TypoRequest,
    encoding: "multipart",
    answer: SuccessAnswer,
    auth: "optional",
  },
  instructionsList: {
    method: "GET",
    path: "settings/instructions/",
    answer: S.InstructionsAnswer,
    auth: "none",
  },
  /** No trailing slash: one of the contract's two exceptions. */
  instructionDetail: {
    method: "GET",
    path: "settings/instructions/{id}",
    params: IdParams,
    answer: S.InstructionDetailAnswer,
    auth: "optional",
  },
  instructionAnswer: {
    method: "POST",
    path: "settings/instructions/{id}/answer/",
    params: IdParams,
    body: S.InstructionAnswerRequest,
    answer: SuccessAnswer,
    auth: "optional",
  },
  /** No trailing slash: the other exception. */
  headerMenu: { method: "GET", path: "common/header-menu", answer: C.HeaderMenuAnswer, auth: "none" },
  footer: { method: "GET", path: "common/footer/", answer: C.FooterAnswer, auth: "none" },
  stories: { method: "GET", path: "common/story/", answer: C.StoriesAnswer, auth: "optional" },
  /** A GET that changes state: marks the item read for this user or fingerprint. */
  storyItemRead: {
    method: "GET",
    path: "common/story-item/{id}/read/",
    params: IdParams,
    answer: SuccessAnswer,
    auth: "optional",
  },
  liveStream: { method: "GET", path: "common/live-stream/", answer: C.LiveStreamAnswer, auth: "none" },
  videoLessons: { method: "GET", path: "common/video-lessons/", answer: C.VideoLessonsAnswer, auth: "none" },
  faq: { method: "GET", path: "common/faq/", answer: C.FaqAnswer, auth: "none" },
  staticPage: {
    method: "GET",
    path: "common/staticpages/{slug}/",
    params: SlugParams,
    answer: C.StaticPageAnswer,
    auth: "none",
  },
  /** Not in the shop's contract table: the spec's /posts/{id} page needs them (docs/api.md). */
  posts: { method: "GET", path: "common/posts/", answer: C.PostsAnswer, auth: "none" },
  postDetail: {
    method: "GET",
    path: "common/posts/{id}/",
    params: IdParams,
    answer: C.PostAnswer,
    auth: "none",
  },
  statistics: { method: "GET", path: "common/statistics/", answer: C.StatisticsAnswer, auth: "none" },
});

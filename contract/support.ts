import { boolean, literal, nullable, optional, string, type, type Infer } from "superstruct";
import { union } from "./union.ts";
import { InstructionVote } from "./enums.ts";
import { results } from "./pagination.ts";
import { TEXT_LIMITS } from "../domain/text-limits.ts";
import { atMost, Id, IntFromText, LongText, Phone9, RequiredText, Title } from "./scalars.ts";
import { PhotoUploads } from "./uploads.ts";

// Part of the content area: the feedback form, bug reports and the help instructions.

/**
 * The feedback form. Spec 2 shows it with a name and a text only, the contract adds a phone: the phone is
 * optional (absent or empty) so both work.
 */
export const ApplicationRequest = type({
  full_name: atMost(RequiredText, TEXT_LIMITS.name),
  phone_number: optional(union([Phone9, literal("")])),
  question: atMost(LongText, TEXT_LIMITS.message),
});
export type ApplicationRequest = Infer<typeof ApplicationRequest>;

/**
 * "Report a bug" (the backend calls it typo), multipart: the text and up to 4 jpg/png photos, sent as
 * `images[0]`..`images[3]`; the server collects them into `images`.
 */
export const TypoRequest = type({
  content: atMost(LongText, TEXT_LIMITS.message),
  images: optional(PhotoUploads),
});
export type TypoRequest = Infer<typeof TypoRequest>;

export const InstructionSummary = type({ id: Id, title: Title, description: nullable(string()) });
export type InstructionSummary = Infer<typeof InstructionSummary>;
export const InstructionsAnswer = results(InstructionSummary);
export type InstructionsAnswer = Infer<typeof InstructionsAnswer>;

/** `content` is HTML; `is_answered` says whether this user or fingerprint already voted. */
export const InstructionDetailAnswer = type({ title: Title, content: string(), is_answered: boolean() });
export type InstructionDetailAnswer = Infer<typeof InstructionDetailAnswer>;

/** "Was this useful": `instruction` repeats the id in the path. */
export const InstructionAnswerRequest = type({ instruction: IntFromText, answer: InstructionVote });
export type InstructionAnswerRequest = Infer<typeof InstructionAnswerRequest>;

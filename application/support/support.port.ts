import type {
  BugReport,
  FaqEntry,
  Instruction,
  InstructionSummary,
  InstructionVote,
  LiveStream,
  VideoLesson,
} from "./support.types";

/**
 * The profile's help pages over /api/v1: the FAQ, instructions and their "was this useful" vote, video
 * lessons, the live stream, and "report a bug". Contacts and the terms page come through the ContentGateway.
 * Refusals are Refused values (application/shared/refusal.ts) with the server's code.
 */
export const SupportGateway = Symbol("SupportGateway");
export interface SupportGateway {
  faq(): Promise<FaqEntry[]>;
  instructions(): Promise<InstructionSummary[]>;
  /** null when there is no such instruction. */
  instruction(id: number): Promise<Instruction | null>;
  /** One vote per shopper and instruction; voting again changes it. */
  vote(id: number, answer: InstructionVote): Promise<void>;
  videoLessons(): Promise<VideoLesson[]>;
  liveStreams(): Promise<LiveStream[]>;
  reportBug(report: BugReport): Promise<void>;
}

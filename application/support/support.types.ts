/** One question of the help page; `answer` may hold HTML. */
export interface FaqEntry {
  readonly id: number;
  readonly question: string;
  readonly answer: string;
}

export interface InstructionSummary {
  readonly id: number;
  readonly title: string;
  /** "" when the instruction has none. */
  readonly description: string;
}

/** An instruction's page; `content` is HTML. */
export interface Instruction {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  /** This shopper already answered "was this useful" (the server does not say which way). */
  readonly answered: boolean;
}

/** The answer to "was this useful" (the contract's `answer`). */
export type InstructionVote = "yes" | "no";

export interface VideoLesson {
  readonly id: number;
  readonly title: string;
  /** The cover picture's address, or null when there is none. */
  readonly cover: string | null;
  /** A video file's address or a YouTube link (application/support/video-source.ts tells them apart). */
  readonly video: string;
}

export interface LiveStream {
  readonly id: number;
  readonly title: string;
  readonly cover: string | null;
  /** Where the stream plays: opened in a new tab. */
  readonly link: string;
}

/** "Report a bug": the text and up to 4 jpg or png photos. */
export interface BugReport {
  readonly text: string;
  readonly photos: readonly File[];
}

/** A page's load that can also find nothing: an unknown instruction, a terms page that is not there. */
export type DetailStatus = "idle" | "pending" | "ready" | "missing" | "error";

/** The terms page's slug among the content pages (common/staticpages/{slug}/), as the seed has it. */
export const TERMS_SLUG = "terms-of-use";

/**
 * The longest bug report the server keeps (server/modules/content/support.service.ts refuses a longer one);
 * the text field stops there.
 */
export const BUG_REPORT_MAX = 2000;

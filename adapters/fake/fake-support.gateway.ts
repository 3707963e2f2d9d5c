import { Refused } from "../../application/shared/refusal";
import type { SupportGateway } from "../../application/support/support.port";
import type {
  BugReport,
  FaqEntry,
  Instruction,
  InstructionSummary,
  InstructionVote,
  LiveStream,
  VideoLesson,
} from "../../application/support/support.types";
import type { ErrorCode } from "../../domain/errors";
import { validatePhotos } from "../../domain/photos";
import { textMinLength } from "../../domain/validation";
import { pick } from "./demo-data";
import { DEMO_FAQ, DEMO_INSTRUCTIONS, DEMO_LESSONS, DEMO_STREAM, demoCover } from "./demo-support";

export type FakeSupportCall = keyof SupportGateway;

export interface FakeSupportOptions {
  language?: () => string;
  /** Calls that reject as a server that is down would: every one (true), or those named. */
  failing?: boolean | readonly FakeSupportCall[];
  /** Lists that come back empty: every one (true), or those named. */
  empty?: boolean | readonly FakeSupportCall[];
  /** Milliseconds each call takes, or "never" to keep them on their way (the loading states). */
  latency?: number | "never";
  /** Instructions this shopper already voted on (`is_answered`). */
  answered?: readonly number[];
  /** The server turns every report down with this code, as it does a photo that is no jpg or png inside. */
  refuseReports?: ErrorCode;
}

const picks = (options: FakeSupportOptions["failing"], call: FakeSupportCall) =>
  options === true || (Array.isArray(options) && options.includes(call));

/**
 * The help pages' calls in memory, speaking the server's rules: a report needs 4 characters of text and at
 * most 4 jpg or png photos; one vote per instruction, changed by voting again.
 */
export class FakeSupportGateway implements SupportGateway {
  readonly reports: BugReport[] = [];
  readonly votes = new Map<number, InstructionVote>();
  readonly calls: FakeSupportCall[] = [];

  constructor(private readonly options: FakeSupportOptions = {}) {
    for (const id of options.answered ?? []) this.votes.set(id, "yes");
  }

  private get lang() {
    return this.options.language?.() ?? "ru";
  }

  private async guard(call: FakeSupportCall): Promise<void> {
    this.calls.push(call);
    const { latency } = this.options;
    if (latency === "never") await new Promise(() => undefined);
    else if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
    if (picks(this.options.failing, call)) throw new Refused(500, "");
  }

  private list<T>(call: FakeSupportCall, make: () => T[]): T[] {
    return picks(this.options.empty, call) ? [] : make();
  }

  async faq(): Promise<FaqEntry[]> {
    await this.guard("faq");
    return this.list("faq", () =>
      DEMO_FAQ.map(([question, answer], i) => ({
        id: i + 1,
        question: pick(question, this.lang),
        answer: pick(answer, this.lang),
      })),
    );
  }

  async instructions(): Promise<InstructionSummary[]> {
    await this.guard("instructions");
    return this.list("instructions", () =>
      DEMO_INSTRUCTIONS.map(([title, description], i) => ({
        id: i + 1,
        title: pick(title, this.lang),
        description: pick(description, this.lang),
      })),
    );
  }

  async instruction(id: number): Promise<Instruction | null> {
    await this.guard("instruction");
    const found = DEMO_INSTRUCTIONS[id - 1];
    if (!found) return null;
    const [title, , content] = found;
    return {
      id,
      title: pick(title, this.lang),
      content: pick(content, this.lang),
      answered: this.votes.has(id),
    };
  }

  async vote(id: number, answer: InstructionVote): Promise<void> {
    await this.guard("vote");
    if (!DEMO_INSTRUCTIONS[id - 1]) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    this.votes.set(id, answer);
  }

  async videoLessons(): Promise<VideoLesson[]> {
    await this.guard("videoLessons");
    return this.list("videoLessons", () =>
      DEMO_LESSONS.map(([title, video, hue], i) => ({
        id: i + 1,
        title: pick(title, this.lang),
        cover: demoCover(hue),
        video,
      })),
    );
  }

  async liveStreams(): Promise<LiveStream[]> {
    await this.guard("liveStreams");
    const [title, link, hue] = DEMO_STREAM;
    return this.list("liveStreams", () => [
      { id: 1, title: pick(title, this.lang), cover: demoCover(hue), link },
    ]);
  }

  async reportBug(report: BugReport): Promise<void> {
    await this.guard("reportBug");
    const short = textMinLength(report.text);
    if (short) throw new Refused(400, "", short.code, { ...short.params, field: "content" });
    const photos = validatePhotos(report.photos);
    if (!photos.ok)
      throw new Refused(400, "", photos.error.code, { ...photos.error.params, field: "images" });
    if (this.options.refuseReports)
      throw new Refused(400, "", this.options.refuseReports, { field: "images" });
    this.reports.push(report);
  }
}

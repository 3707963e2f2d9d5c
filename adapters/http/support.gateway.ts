import type { SupportGateway } from "../../application/support/support.port";
import type { BugReport, InstructionVote } from "../../application/support/support.types";
import { type ApiClient, orNull } from "./api-client";
import { imageUrl } from "./catalogue.mapper";

/**
 * The help pages' calls (contract/content.endpoints.ts); contacts and content pages are the content
 * gateway's.
 */
export class HttpSupportGateway implements SupportGateway {
  constructor(private readonly api: ApiClient) {}

  async faq() {
    return (await this.api.call("faq")).results.map((f) => ({
      id: f.id,
      question: f.question,
      answer: f.answer,
    }));
  }

  async instructions() {
    return (await this.api.call("instructionsList")).results.map((i) => ({
      id: i.id,
      title: i.title,
      description: i.description ?? "",
    }));
  }

  async instruction(id: number) {
    const w = await orNull(this.api.call("instructionDetail", { params: { id } }));
    return w ? { id, title: w.title, content: w.content, answered: w.is_answered } : null;
  }

  async vote(id: number, answer: InstructionVote) {
    await this.api.call("instructionAnswer", { params: { id }, body: { instruction: id, answer } });
  }

  async videoLessons() {
    return (await this.api.call("videoLessons")).results.map((v) => ({
      id: v.id,
      title: v.title,
      cover: imageUrl(v.cover) || null,
      video: v.video,
    }));
  }

  async liveStreams() {
    return (await this.api.call("liveStream")).map((s) => ({
      id: s.id,
      title: s.title,
      cover: imageUrl(s.cover) || null,
      link: s.link,
    }));
  }

  async reportBug(report: BugReport) {
    await this.api.call("typoReport", { body: { content: report.text, images: [...report.photos] } });
  }
}

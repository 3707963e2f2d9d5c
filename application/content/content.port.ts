import type { Contacts, Feedback, FooterColumn, Post, StaticPage, Statistics } from "./content.types";

export const ContentGateway = Symbol("ContentGateway");
export interface ContentGateway {
  contacts(): Promise<Contacts>;
  footer(): Promise<readonly FooterColumn[]>;
  staticPage(slug: string): Promise<StaticPage | null>;
  post(id: number): Promise<Post | null>;
  statistics(): Promise<Statistics>;
  sendFeedback(feedback: Feedback): Promise<void>;
}

import { inject, injectable } from "inversify";
import type { ContentGateway } from "../../application/content/content.port";
import type { Feedback } from "../../application/content/content.types";
import { ApiClient, ApiError } from "./api-client";
import { imageUrl } from "./catalogue.mapper";
import { AnyAnswer, ContactsAnswer, FooterAnswer, PostAnswer, StaticPageAnswer, StatisticsAnswer } from "./content.wire";

@injectable()
export class HttpContentGateway implements ContentGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async contacts() {
    const w = await this.api.get("settings/contacts/", ContactsAnswer);
    return {
      phone: w.phone, email: w.email ?? "", address: w.address ?? "", latitude: w.latitude, longitude: w.longitude,
      workFrom: w.work_from ?? "", workTo: w.work_to ?? "", telegram: w.telegram ?? "", instagram: w.instagram ?? "",
      facebook: w.facebook ?? "",
    };
  }

  async footer() {
    return (await this.api.get("common/footer/", FooterAnswer)).results;
  }

  async staticPage(slug: string) {
    try {
      const w = await this.api.get(`common/staticpages/${encodeURIComponent(slug)}/`, StaticPageAnswer);
      return { title: w.title, subtitle: w.second_title ?? "", body: w.body };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  async post(id: number) {
    try {
      const w = await this.api.get(`common/posts/${id}/`, PostAnswer);
      return { id: w.id, title: w.title, body: w.body, image: w.cover ? imageUrl(w.cover) : null };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  async statistics() {
    const w = await this.api.get("common/statistics/", StatisticsAnswer);
    return { users: w.users_count, categories: w.categories_count, orders: w.orders_count, products: w.products_count };
  }

  async sendFeedback(feedback: Feedback) {
    await this.api.send("POST", "settings/application/", AnyAnswer, {
      full_name: feedback.name, phone_number: feedback.phone ?? "", question: feedback.text,
    });
  }
}

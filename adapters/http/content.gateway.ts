import type { ContentGateway } from "../../application/content/content.port";
import type { Feedback } from "../../application/content/content.types";
import { type ApiClient, orNull } from "./api-client";
import { imageUrl } from "./catalogue.mapper";

export class HttpContentGateway implements ContentGateway {
  constructor(private readonly api: ApiClient) {}

  async contacts() {
    const w = await this.api.call("contacts");
    return {
      phone: w.phone,
      email: w.email ?? "",
      address: w.address ?? "",
      latitude: w.latitude,
      longitude: w.longitude,
      workFrom: w.work_from ?? "",
      workTo: w.work_to ?? "",
      telegram: w.telegram ?? "",
      instagram: w.instagram ?? "",
      facebook: w.facebook ?? "",
    };
  }

  async footer() {
    return (await this.api.call("footer")).results;
  }

  async staticPage(slug: string) {
    const w = await orNull(this.api.call("staticPage", { params: { slug } }));
    return w ? { title: w.title, subtitle: w.second_title ?? "", body: w.body } : null;
  }

  async post(id: number) {
    const w = await orNull(this.api.call("postDetail", { params: { id } }));
    return w ? { id: w.id, title: w.title, body: w.body, image: w.cover ? imageUrl(w.cover) : null } : null;
  }

  async statistics() {
    const w = await this.api.call("statistics");
    return {
      users: w.users_count,
      categories: w.categories_count,
      orders: w.orders_count,
      products: w.products_count,
    };
  }

  async sendFeedback(feedback: Feedback) {
    await this.api.call("application", {
      body: { full_name: feedback.name, phone_number: feedback.phone ?? "", question: feedback.text },
    });
  }
}

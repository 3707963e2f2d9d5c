import type { FastifyInstance } from "fastify";
import type { PaymentSettingsAnswer } from "../../contract/index.ts";
import type { Services } from "../application/services.ts";
import { setting } from "../application/content/content-reads.ts";
import { applications } from "../db/schema/index.ts";
import { apiRoute } from "./api-route.ts";
import { notFound } from "./errors.ts";
import { pick } from "./language.ts";
import { CATALOGUE_MAX_AGE } from "./products.routes.ts";

interface StoredContacts {
  phone: string; email: string | null; address: { ru: string; uz: string; sr: string };
  latitude: number; longitude: number; work_from: string | null; work_to: string | null;
  telegram: string | null; instagram: string | null; facebook: string | null; youtube: string | null;
}

export function settingsRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "contacts", async ({ lang }) => {
    const c = await setting<StoredContacts>(s, "contacts");
    if (!c) throw notFound();
    return { ...c, address: pick(lang, c.address.ru, c.address.uz, c.address.sr) };
  }, { maxAge: CATALOGUE_MAX_AGE });

  apiRoute(app, s, "paymentSettings", async () => {
    const p = await setting<PaymentSettingsAnswer>(s, "payment_settings");
    if (!p) throw notFound();
    return p;
  }, { maxAge: CATALOGUE_MAX_AGE });

  /** The feedback form: kept for the call centre, answered by phone. */
  apiRoute(app, s, "application", async ({ body, owner, reply }) => {
    const [row] = await s.db.orm.insert(applications).values({
      fullName: body.full_name.trim(), phoneNumber: body.phone_number ?? "", question: body.question.trim(), owner,
    }).returning({ id: applications.id });
    reply.code(201);
    return { id: row!.id };
  });
}

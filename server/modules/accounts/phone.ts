import { stripPhone } from "../../../domain/phone.ts";

/**
 * The phone as the contract carries it (9 national digits) from what a person or an older client may send:
 * "+998 (90) 123-45-67", "998901234567", "90 123 45 67". Anything else is returned unchanged, so the
 * contract's Phone9 check rejects it with the usual 400.
 */
export function normalisePhone(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const stripped = stripPhone(raw.trim().replace(/[\u00a0.]/g, ""));
  return /^\d{9}$/.test(stripped) ? stripped : raw;
}

/** A JSON body whose `phone` is read as typed ("+998 (90) 123-45-67") before the contract checks it. */
export function withNationalPhone(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  return "phone" in b ? { ...b, phone: normalisePhone(b.phone) } : body;
}

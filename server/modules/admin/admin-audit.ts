import type { FastifyRequest } from "fastify";

/**
 * The change log of the kinds that have no table of their own (decision 0037): one info line in the server
 * log per change, with the member of staff, the kind, the row and the fields sent (never their values:
 * a page body is long, and the row itself shows what stands now).
 */
export function noteChange(
  request: FastifyRequest,
  change: `${"category" | "brand" | "banner" | "story" | "page" | "post"}.${string}`,
  id: number,
  fields: readonly string[] = [],
) {
  request.log.info({ staffId: request.userId, change, id, fields }, "back office change");
}

/** The names of the fields a body carried, a file's included. */
export const sentFields = (body: object) =>
  Object.entries(body)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);

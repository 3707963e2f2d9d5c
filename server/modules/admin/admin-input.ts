import type { FastifyRequest } from "fastify";
import { preferredLanguage } from "../../../domain/language.ts";
import { failure } from "../../platform/failure.ts";
import { paginate, type PageRequest } from "../../platform/pagination.ts";
import { staffPageOf } from "./admin-filters.ts";

/** Reading the back office's requests: every malformed value is refused by its field's name. */
export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

export const invalid = (field: string) => failure("FIELD.INVALID", { field });
export const required = (field: string) => failure("FIELD.REQUIRED", { field });

export const bodyOf = (request: FastifyRequest): Json => (isObject(request.body) ? request.body : {});
export const queryOf = (request: FastifyRequest): Json => (isObject(request.query) ? request.query : {});
export const langOf = (request: FastifyRequest) => preferredLanguage(request.headers["accept-language"]);

/** A whole number from `min` to `max` sent as a JSON number; undefined when the field is absent. */
export function wholeField(body: Json, field: string, min: number, max: number): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max)
    throw invalid(field);
  return value;
}

/** A row id in the path; anything else is a row that does not exist. */
export function idOf(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw failure("GENERIC.NOT_FOUND");
  return id;
}

/** `page` and `page_size` (or `size`, as the order queue reads it). */
export function pageOf(query: Json): PageRequest {
  const { page_size: pageSize, ...rest } = query;
  return staffPageOf(pageSize === undefined ? rest : { ...rest, size: pageSize });
}

/** Where links point: the configured public URL, else the request's own host (as the contract's lists). */
export const originOf = (request: FastifyRequest, publicUrl: string) =>
  publicUrl || `${request.protocol}://${request.host}`;

/** The back office's list page: `{count, next, previous, results}`, the links built as the contract's are. */
export function listPage<T>(
  request: FastifyRequest,
  publicUrl: string,
  results: T[],
  total: number,
  page: PageRequest,
) {
  const p = paginate({ url: request.url, origin: originOf(request, publicUrl) }, results, total, page);
  return { count: total, next: p.links.next, previous: p.links.previous, results };
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

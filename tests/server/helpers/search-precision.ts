import type { FastifyInstance } from "fastify";
import type { PrecisionQuery, Script } from "../fixtures/search-relevance.ts";

export interface QueryPrecision {
  query: string;
  script: Script;
  intent: boolean;
  at5: number;
  at10: number;
  /** The Russian titles of the first ten results. */
  titles: string[];
  ms: number;
}

export interface PrecisionMean {
  queries: number;
  at5: number;
  at10: number;
}

export interface PrecisionReport {
  all: PrecisionMean;
  intent: PrecisionMean;
  byScript: Record<Script, PrecisionMean>;
  perQuery: QueryPrecision[];
}

const mean = (rows: QueryPrecision[]): PrecisionMean => ({
  queries: rows.length,
  at5: rows.reduce((n, r) => n + r.at5, 0) / Math.max(1, rows.length),
  at10: rows.reduce((n, r) => n + r.at10, 0) / Math.max(1, rows.length),
});

/**
 * Precision at 5 and 10 of every query, through the HTTP search as a shopper sees it (Russian titles). A
 * result list shorter than k counts its missing places as misses, so a query that finds too little scores
 * low too. Each query carries a unique cache-busting parameter, so every one reaches the database.
 */
export async function measurePrecision(
  app: FastifyInstance,
  queries: PrecisionQuery[],
): Promise<PrecisionReport> {
  const perQuery: QueryPrecision[] = [];
  for (const [n, { query, script, relevant, intent }] of queries.entries()) {
    const started = performance.now();
    const r = await app.inject({
      url: `/api/v1/products/?search=${encodeURIComponent(query)}&size=10&_p=${n}-${Date.now()}`,
      headers: { "accept-language": "ru" },
    });
    const ms = performance.now() - started;
    if (r.statusCode !== 200) throw new Error(`search ${query}: ${r.statusCode} ${r.body}`);
    const titles = (r.json() as { results: { title: string }[] }).results.map((p) => p.title);
    const hits = (k: number) => titles.slice(0, k).filter((t) => relevant.test(t)).length / k;
    perQuery.push({ query, script, intent, at5: hits(5), at10: hits(10), titles, ms });
  }
  const of = (script: Script) => mean(perQuery.filter((r) => r.script === script));
  return {
    all: mean(perQuery),
    intent: mean(perQuery.filter((r) => r.intent)),
    byScript: { ru: of("ru"), uz: of("uz"), latin: of("latin") },
    perQuery,
  };
}

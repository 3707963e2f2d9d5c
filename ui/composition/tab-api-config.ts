import type { ApiConfig } from "../../adapters/http/api-client";

/** A tab's way to /api/v1: the build's base (another backend's, or our own) and the window's fetch. */
export function tabApiConfig(): ApiConfig {
  return { baseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api/v1/", fetch: window.fetch.bind(window) };
}

import type { ApiConfig } from "../../adapters/http/api-client";

/**
 * A tab's way to /api/v1: the build's base (another backend's, or our own) and the window's fetch. A built
 * tab of our own shop takes its answers as they come (decision 0046); another backend's answers, and every
 * answer while developing, are checked against the contract.
 */
export function tabApiConfig(): ApiConfig {
  const otherBackend = import.meta.env.VITE_API_BASE_URL;
  return {
    baseUrl: otherBackend ?? "/api/v1/",
    fetch: window.fetch.bind(window),
    answersShaped: !otherBackend && import.meta.env.PROD,
  };
}

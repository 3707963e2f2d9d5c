import { clearTokens, storedTokens, storeTokens } from "../../application/account/session";
import { type CookieJar } from "../../application/visitor/visitor.port";
import type { Body } from "../../contract/endpoints";
import { routes } from "../../contract/routes";
import { type ApiConfig, endpointUrl, readAnswer, type TokenRenewal } from "./api-client";

/** Told when a stored session could not be renewed, so the tab can sign the shopper out and say why. */
export type SessionLostListener = () => void;

/**
 * The browser's renewal over the token cookies (spec section 4: any 401 triggers a refresh; a failed refresh
 * logs the user out). Calls that meet a 401 together share one refresh.
 */
export class CookieTokenRenewal implements TokenRenewal {
  private running: Promise<boolean> | null = null;

  constructor(
    private readonly config: ApiConfig,
    private readonly jar: CookieJar,
    private readonly lost?: SessionLostListener,
  ) {}

  renew(): Promise<boolean> {
    this.running ??= this.refresh().finally(() => (this.running = null));
    return this.running;
  }

  private async refresh(): Promise<boolean> {
    const tokens = storedTokens(this.jar);
    if (!tokens) return false;
    try {
      // Not through ApiClient: a refresh must never wait on, or trigger, a renewal of its own.
      const [method] = routes.tokenRefresh;
      const body: Body<"tokenRefresh"> = { refresh: tokens.refresh };
      const response = await this.config.fetch(endpointUrl(this.config.baseUrl, "tokenRefresh"), {
        method,
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`refresh answered ${response.status}`);
      const fresh = await readAnswer(this.config, "tokenRefresh", await response.json());
      storeTokens(this.jar, { access: fresh.access, refresh: fresh.refresh ?? tokens.refresh });
      return true;
    } catch {
      clearTokens(this.jar);
      this.lost?.();
      return false;
    }
  }
}

import type { Tokens } from "../../application/account/account.types";
import type {
  AuthFlowsGateway,
  PlacePage,
  RegistrationCode,
  RegistrationPassword,
  RegistrationStart,
  ResetPassword,
} from "../../application/account/auth-flows.port";
import { type RequestContext } from "../../application/visitor/visitor.port";
import { PAGE_SIZE } from "../../domain/shop-constants";
import { ApiClient, type ApiConfig } from "./api-client";
import { asAccountError as refusal } from "./account.mapper";

/** The answer carries no page fields: a full page is the sign that another may follow. */
function pageOf(results: readonly { id: number; title: string }[], size: number): PlacePage {
  return { items: results.map(({ id, title }) => ({ id, title })), hasNext: results.length >= size };
}

export class HttpAuthFlowsGateway implements AuthFlowsGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly config: ApiConfig,
    private readonly context: RequestContext,
  ) {}

  async startRegistration({ phone, district }: RegistrationStart): Promise<string> {
    const answer = await refusal(this.api.call("registrationEntrypoint", { body: { phone, district } }));
    return answer.session;
  }

  async verifyRegistration(input: RegistrationCode): Promise<string> {
    const answer = await refusal(this.api.call("registrationVerify", { body: input }));
    return answer.signature;
  }

  async register({ password, fullName, signature }: RegistrationPassword): Promise<Tokens> {
    const answer = await refusal(
      this.api.call("registrationRegister", { body: { password, full_name: fullName, signature } }),
    );
    // Spec 3 allows a single token: the session then lasts until that access token expires.
    return typeof answer.token === "string" ? { access: answer.token, refresh: "" } : answer.token;
  }

  async requestReset(phone: string): Promise<string> {
    return (await refusal(this.api.call("passwordReset", { body: { phone } }))).signature;
  }

  async verifyReset(input: { code: string; signature: string }): Promise<Tokens> {
    const { access, refresh } = await refusal(this.api.call("passwordResetVerify", { body: input }));
    return { access, refresh };
  }

  async changePasswordAfterReset({ access, password, confirmation }: ResetPassword): Promise<string> {
    const body = { new_password: password, password_confirm: confirmation };
    const answer = await refusal(this.signedWith(access).call("passwordChangeAfterReset", { body }));
    return answer.message;
  }

  async regions(page: number): Promise<PlacePage> {
    const size = PAGE_SIZE.regions;
    const answer = await refusal(this.api.call("regions", { query: { page, size } }));
    return pageOf(answer.results, size);
  }

  async districts(regionId: number, page: number): Promise<PlacePage> {
    const size = PAGE_SIZE.districts;
    const answer = await refusal(this.api.call("districts", { query: { region: regionId, page, size } }));
    return pageOf(answer.results, size);
  }

  /**
   * A client whose bearer is the reset's own access token, not the tab's session (there may be none, or
   * another account's). It has no token renewal: a 401 here must not refresh, or end, the stored session.
   */
  private signedWith(access: string): ApiClient {
    const context = this.context;
    return new ApiClient(this.config, {
      language: () => context.language(),
      visitorId: () => context.visitorId(),
      accessToken: () => access,
    });
  }
}

import { create } from "superstruct";
import { type RequestContext } from "../../application/visitor/visitor.port";
import {
  adminEndpoints,
  type AdminAnswer,
  type AdminEndpointName,
  type AdminEndpoints,
} from "../../contract/admin.endpoints";
import type { Endpoint } from "../../contract/endpoints";
import { fillPath } from "../../contract/url";
import {
  type ApiConfig,
  ApiError,
  buildUrl,
  ERROR_CODE_HEADER,
  errorMessage,
  formData,
  readJson,
  requestHeaders,
  type TokenRenewal,
  type ArgsOf,
  type EndpointInput,
  type LooseInput,
} from "./api-client";

type Query = Record<string, string | number | null | undefined>;

/**
 * The back office's calls under /api/v1/admin/, named in their own registry (contract/admin.endpoints.ts):
 * the same headers, token renewal and error reading as ApiClient, every answer checked against its entry.
 */
export class AdminClient {
  constructor(
    private readonly config: ApiConfig,
    private readonly context: RequestContext,
    private readonly renewal?: TokenRenewal,
  ) {}

  /** A registry call: its method and path from the entry, the answer checked against the entry's shape. */
  async call<N extends AdminEndpointName>(
    name: N,
    ...[input]: ArgsOf<EndpointInput<AdminEndpoints[N]>>
  ): Promise<AdminAnswer<N>> {
    const endpoint: Endpoint = adminEndpoints[name];
    const { params, query, body } = (input ?? {}) as LooseInput;
    const multipart = body !== undefined && endpoint.encoding === "multipart";
    const response = await this.fetch(
      endpoint.method,
      pathOf(endpoint, params),
      query as Query,
      body,
      multipart,
    );
    if (response.status >= 400) throw await refusal(response);
    return create(await readJson(response), endpoint.answer) as AdminAnswer<N>;
  }

  /** A staff-only file (a bug report's photo) as a blob, since an <img> cannot send the token. */
  async blob<N extends AdminEndpointName>(
    name: N,
    ...[input]: ArgsOf<EndpointInput<AdminEndpoints[N]>>
  ): Promise<Blob> {
    const endpoint: Endpoint = adminEndpoints[name];
    const { params, query } = (input ?? {}) as LooseInput;
    const response = await this.fetch(endpoint.method, pathOf(endpoint, params), query as Query);
    if (response.status >= 400) throw await refusal(response);
    return response.blob();
  }

  private async fetch(
    method: string,
    path: string,
    query?: Query,
    body?: unknown,
    multipart = false,
  ): Promise<Response> {
    const clean = Object.fromEntries(
      Object.entries(query ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== ""),
    );
    const url = buildUrl(this.config.baseUrl, path, clean);
    const init = (): RequestInit => ({
      method,
      headers: this.headers(body !== undefined && !multipart),
      body: body === undefined ? undefined : multipart ? formData(body) : JSON.stringify(body),
    });
    let response = await this.config.fetch(url, init());
    // An expired access token: renew the pair once and repeat (spec section 4), as ApiClient does.
    if (response.status === 401 && this.context.accessToken() && (await this.renewal?.renew())) {
      response = await this.config.fetch(url, init());
    }
    return response;
  }

  private headers(json: boolean): Record<string, string> {
    return requestHeaders(this.context, json);
  }
}

const pathOf = (endpoint: Endpoint, params: LooseInput["params"]) => fillPath(endpoint.path, params);

async function refusal(response: Response): Promise<ApiError> {
  const { message, code, params } = errorMessage(await readJson(response));
  return new ApiError(response.status, message, code ?? response.headers.get(ERROR_CODE_HEADER), params);
}

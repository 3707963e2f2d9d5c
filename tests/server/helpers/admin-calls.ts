import type { Shopper } from "./shoppers.ts";
import type { TestApp } from "./test-app.ts";

// The back office's calls as a member of staff makes them: any method, a JSON body, the answer's language.

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

export function adminCaller(t: TestApp) {
  return (method: Method, url: string, who: Shopper | null, payload?: unknown, lang = "ru") =>
    t.app.inject({
      method,
      url: `/api/v1/admin/${url}`,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { "accept-language": lang, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
}

export async function makeStaff(t: TestApp, who: Shopper, role: "operator" | "admin") {
  await t.app.internals.db.query("UPDATE users SET role = $2 WHERE id = $1", [who.id, role]);
  return who;
}

import { readFileSync } from "node:fs";
import { randomInt } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

// New shoppers for end-to-end runs, registered through the API with the code the console SMS sender wrote to
// DATA_DIR/sms-outbox.jsonl (playwright.config.ts starts `npm start` with DATA_DIR .e2e-data).

const OUTBOX = ".e2e-data/sms-outbox.jsonl";

/** A phone no earlier run used: an Uzbek mobile operator code and 7 random digits. */
export const newPhone = () => `93${randomInt(1_000_000, 9_999_999)}`;

export function textsTo(phone: string, outbox = OUTBOX): { text: string; purpose: string }[] {
  let raw = "";
  try {
    raw = readFileSync(outbox, "utf8");
  } catch {
    return [];
  }
  return raw
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; text: string; purpose: string })
    .filter((m) => m.phone === phone);
}

/** The code in the newest text to the phone, once it has `count` texts (the outbox sends after commit). */
export async function codeSentTo(phone: string, count: number, outbox = OUTBOX): Promise<string> {
  await expect.poll(() => textsTo(phone, outbox).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return /(\d{6})/.exec(textsTo(phone, outbox).at(-1)!.text)![1]!;
}

export interface Shopper {
  readonly phone: string;
  readonly password: string;
  readonly fullName: string;
}

async function json<T>(answer: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/**
 * Registers a shopper in the first region's first district, as the registration modal would; `outbox` is the
 * SMS outbox of a shop started with another DATA_DIR.
 */
export async function registerShopper(
  request: APIRequestContext,
  fullName = "Karimov Jasur",
  outbox = OUTBOX,
): Promise<Shopper> {
  const api = (path: string) => `/api/v1/${path}`;
  const regions = await json<{ results: { id: number }[] }>(await request.get(api("common/region/?size=15")));
  const districts = await json<{ results: { id: number }[] }>(
    await request.get(api(`common/district/?region=${regions.results[0]!.id}&size=50`)),
  );
  const phone = newPhone();
  const password = "qurilish2026";
  // Its own address, as if behind the shop's proxy (TRUST_PROXY in playwright.config.ts), so a whole run's
  // registrations stay under the per-address code limit.
  const from = { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
  const { session } = await json<{ session: string }>(
    await request.post(api("account/registration/entrypoint/"), {
      data: { phone, district: districts.results[0]!.id },
      headers: from,
    }),
  );
  const code = await codeSentTo(phone, 1, outbox);
  const { signature } = await json<{ signature: string }>(
    await request.post(api("account/registration/verify/"), {
      data: { code, phone, session },
      headers: from,
    }),
  );
  await json(
    await request.post(api("account/registration/register/"), {
      data: { password, full_name: fullName, signature },
      headers: from,
    }),
  );
  return { phone, password, fullName };
}

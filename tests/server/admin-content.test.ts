import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageText } from "../../server/platform/messages.ts";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { multipart, photoParts, picture } from "./helpers/multipart.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, saying, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Banners and stories, answers to reviews and the inbox (docs/decisions/0013-back-office.md): what staff
// change here is what the storefront shows next.
describe.each(BACKENDS)("The back office's content, answers and inbox on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  let operator: Shopper;
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);
  const db = () => t.app.internals.db;
  const pub = async (url: string) => (await t.app.inject({ method: "GET", url: `/api/v1/${url}` })).json();

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20, env: { INBOX_MESSAGES_PER_HOUR: "1000" } });
    admin = await makeStaff(t, await makeShopper(t), "admin");
    operator = await makeStaff(t, await makeShopper(t), "operator");
  });
  afterAll(() => t?.close());
  /** Cache events not yet delivered to the other processes. */
  const pending = async () =>
    (
      await t.app.internals.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE payload->>'scope' = 'answers' AND processed_at IS NULL`,
      )
    )[0]!.n;

  for (const [table, publicUrl] of [
    ["banners", "products/banner/?size=50"],
    ["stories", "common/story/"],
  ] as const) {
    it(`reorders and hides ${table}: the storefront shows only visible ones in position order`, async () => {
      const listed = (await call("GET", `${table}/`, admin, undefined, "uz")).json().results;
      expect(listed.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(listed[0]).sort()).toEqual(["id", "image", "position", "title", "visible"]);
      expect(listed[0].image).toMatch(new RegExp(`/media/${table}/`));
      const shownIds = async () => (await pub(publicUrl)).results.map((r: { id: number }) => r.id);
      await shownIds(); // cached from here on
      const [a, b] = listed as { id: number; position: number }[];
      const last = Math.max(...listed.map((r: { position: number }) => r.position)) + 1;
      const moved = await call("POST", `${table}/${a!.id}/`, admin, { position: last });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ id: a!.id, position: last, visible: true });
      expect((await shownIds()).at(-1)).toBe(a!.id);
      const hidden = await call("POST", `${table}/${b!.id}/`, admin, { visible: false });
      expect(hidden.json()).toMatchObject({ id: b!.id, visible: false, position: b!.position });
      expect(await shownIds()).not.toContain(b!.id);
      // Hidden, it stays in the back office's list.
      expect(
        (await call("GET", `${table}/`, admin)).json().results.map((r: { id: number }) => r.id),
      ).toContain(b!.id);
      for (const bad of [{ visible: "no" }, { position: -1 }, { position: 1.5 }]) {
        const r = await call("POST", `${table}/${a!.id}/`, admin, bad);
        expect(r.statusCode, JSON.stringify(bad)).toBe(400);
        expect(r.headers["x-error-code"]).toBe("FIELD.INVALID");
      }
      const [row] = await db().query<{ position: number; visible: boolean }>(
        `SELECT position, visible FROM ${table} WHERE id = $1`,
        [a!.id],
      );
      expect(row).toEqual({ position: last, visible: true });
      await call("POST", `${table}/${b!.id}/`, admin, { visible: true });
      expect(await shownIds()).toContain(b!.id);
      expect((await call("POST", `${table}/999999/`, admin, { visible: true })).statusCode).toBe(404);
    });
  }

  it("answers a review: the answer shows under it in the public list, and an empty answer removes it", async () => {
    const [p] = await db().query<{ id: number; slug: string }>(
      "SELECT id, slug FROM products ORDER BY id LIMIT 1",
    );
    const author = await makeShopper(t);
    const [review] = await db().query<{ id: number }>(
      `INSERT INTO comments (product_id, user_id, rate, comment, created_at) VALUES ($1, $2, 2, 'Sekin keldi', now())
       RETURNING id`,
      [p!.id, author.id],
    );
    const publicAnswer = async () =>
      (await pub(`products/${p!.id}/comments/?page_size=100`)).results.find(
        (c: { id: number }) => c.id === review!.id,
      );
    expect((await publicAnswer()).answer).toBeNull(); // and now cached

    const waiting = (await call("GET", "reviews/?answered=false&size=100", operator)).json();
    const item = waiting.results.find((r: { id: number }) => r.id === review!.id);
    expect(item).toMatchObject({
      product: { id: p!.id, slug: p!.slug, title: expect.any(String) },
      author: expect.stringMatching(/^Xaridor/),
      rate: 2,
      comment: "Sekin keldi",
      images: [],
      answer: null,
      answered_at: null,
    });
    expect(waiting).toMatchObject({ count: expect.any(Number), previous: null });

    const r = await call("POST", `reviews/${review!.id}/answer/`, operator, { answer: "  Uzr, tuzatamiz  " });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: review!.id, answer: "Uzr, tuzatamiz" });
    expect(Date.parse(r.json().answered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicAnswer()).toMatchObject({ answer: "Uzr, tuzatamiz" });
    const answered = (await call("GET", "reviews/?answered=true&size=100", operator)).json().results;
    expect(answered.map((x: { id: number }) => x.id)).toContain(review!.id);
    expect(
      (await call("GET", "reviews/?answered=false&size=100", operator))
        .json()
        .results.map((x: { id: number }) => x.id),
    ).not.toContain(review!.id);

    for (const [bad, code] of [
      [{}, "FIELD.REQUIRED"],
      [{ answer: 5 }, "FIELD.INVALID"],
      [{ answer: "x".repeat(2001) }, "FIELD.INVALID"],
    ] as const) {
      const refused = await call("POST", `reviews/${review!.id}/answer/`, operator, bad, "uz");
      expect(refused.statusCode).toBe(400);
      expect(refused.headers["x-error-code"]).toBe(code);
      const key = code === "FIELD.REQUIRED" ? "field_required" : "invalid_value";
      expect(refused.json()).toEqual(saying(messageText(key, "uz", { field: "answer" })));
    }
    expect((await publicAnswer()).answer).toBe("Uzr, tuzatamiz");
    expect((await call("GET", "reviews/?answered=maybe", operator)).statusCode).toBe(400);

    const removed = await call("POST", `reviews/${review!.id}/answer/`, operator, { answer: "" });
    expect(removed.json()).toMatchObject({ answer: null, answered_at: null });
    expect((await publicAnswer()).answer).toBeNull();
    expect((await call("POST", "reviews/999999/answer/", operator, { answer: "x" })).statusCode).toBe(404);
  });

  it("lists feedback and bug reports, closes them once, and serves a report's photos only to staff", async () => {
    const feedback = await t.app.inject({
      method: "POST",
      url: "/api/v1/settings/application/",
      payload: { full_name: "Aziz Karimov", phone_number: "901234567", question: "Qachon ochilasiz?" },
    });
    expect(feedback.statusCode, feedback.body).toBeLessThan(300);
    const reporter = await makeShopper(t);
    const body = multipart([{ name: "content", value: "Narx xato" }, ...photoParts([await picture("png")])]);
    const bug = await t.app.inject({
      method: "POST",
      url: "/api/v1/settings/typo/",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${reporter.token}` },
    });
    expect(bug.statusCode, bug.body).toBeLessThan(300);

    const open = (await call("GET", "inbox/?state=open", operator)).json();
    const kinds = open.results.map((i: { kind: string }) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(["feedback", "bug"]));
    const fb = (await call("GET", "inbox/?kind=feedback", operator)).json().results[0];
    expect(fb).toMatchObject({
      kind: "feedback",
      text: "Qachon ochilasiz?",
      full_name: "Aziz Karimov",
      photos: [],
      closed_at: null,
      closed_by: null,
    });
    const report = (await call("GET", "inbox/?kind=bug", operator)).json().results[0];
    expect(report).toMatchObject({
      kind: "bug",
      text: "Narx xato",
      full_name: expect.stringMatching(/^Xaridor/),
    });
    expect(report.photos).toHaveLength(1);
    expect(report.photos[0]).toMatch(new RegExp(`/api/v1/admin/inbox/bug/${report.id}/photos/0$`));
    expect(report.photos[0]).not.toContain("/media/");

    const photoPath = new URL(report.photos[0]).pathname;
    const photo = await t.app.inject({
      method: "GET",
      url: photoPath,
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    expect((await t.app.inject({ method: "GET", url: photoPath })).statusCode).toBe(401);
    const shopperPhoto = await t.app.inject({
      method: "GET",
      url: photoPath,
      headers: { authorization: `Bearer ${reporter.token}` },
    });
    expect(shopperPhoto.statusCode).toBe(403);
    for (const n of ["1", "4", "x"])
      expect((await call("GET", `inbox/bug/${report.id}/photos/${n}`, operator)).statusCode, n).toBe(404);
    expect((await call("GET", `inbox/bug/999999/photos/0`, operator)).statusCode).toBe(404);

    const closed = await call("POST", `inbox/bug/${report.id}/close/`, operator);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ kind: "bug", id: report.id, closed_by: { id: operator.id } });
    const again = await call("POST", `inbox/bug/${report.id}/close/`, admin);
    expect(again.json()).toMatchObject({
      closed_at: closed.json().closed_at,
      closed_by: { id: operator.id },
    });
    const openIds = (await call("GET", "inbox/?kind=bug&state=open", operator)).json().results;
    expect(openIds.map((i: { id: number }) => i.id)).not.toContain(report.id);
    const closedIds = (await call("GET", "inbox/?state=closed", operator)).json().results;
    expect(closedIds.map((i: { id: number }) => i.id)).toContain(report.id);

    for (const bad of ["kind=mail", "state=done", "page=0"])
      expect((await call("GET", `inbox/?${bad}`, operator)).statusCode, bad).toBe(400);
    expect((await call("POST", "inbox/mail/1/close/", operator)).statusCode).toBe(404);
    expect((await call("POST", "inbox/feedback/999999/close/", operator)).statusCode).toBe(404);
  });

  // Last: it stops the outbox, so only this process's own drop can show the change.
  it("drops this process's cached banners and reviews at once; the events for the others wait in the outbox", async () => {
    await t.app.internals.outbox.stop();
    const events = await pending();
    const banner = (await call("GET", "banners/", admin)).json().results[0];
    const shown = async () =>
      (await pub("products/banner/?size=50")).results.map((r: { id: number }) => r.id);
    expect(await shown()).toContain(banner.id);
    await call("POST", `banners/${banner.id}/`, admin, { visible: false });
    expect(await shown()).not.toContain(banner.id);

    const [c] = await db().query<{ id: number; product_id: number }>(
      "SELECT id, product_id FROM comments ORDER BY id LIMIT 1",
    );
    const answerOf = async () =>
      (await pub(`products/${c!.product_id}/comments/?page_size=100`)).results.find(
        (x: { id: number }) => x.id === c!.id,
      ).answer;
    await answerOf();
    await call("POST", `reviews/${c!.id}/answer/`, operator, { answer: "Rahmat!" });
    expect(await answerOf()).toBe("Rahmat!");
    expect(await pending()).toBe(events + 2);
  });
});

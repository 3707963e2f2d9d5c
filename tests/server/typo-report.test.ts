import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_JPG, multipart, photoParts, picture, type Part } from "./helpers/multipart.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, expectErrorList, startTestApp, type TestApp } from "./helpers/test-app.ts";

// POST settings/typo/ ("report a bug"): the text and up to 4 jpg/png photos by their content, kept for the
// back office; guests may report too.

interface ErrorList {
  status_code: number;
  errors: { error: string; message: string; field?: string }[];
}

const PHOTO_WORDS = {
  "PHOTOS.TOO_MANY": { ru: "не более 4 фото", uz: "кўпи билан 4 та расм", sr: "koʻpi bilan 4 ta rasm" },
  "PHOTOS.WRONG_FORMAT": {
    ru: "неверный формат фото",
    uz: "расм формати нотўғри",
    sr: "rasm formati notoʻgʻri",
  },
} as const;

describe.each(BACKENDS)("bug reports on %s", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // Every report here comes from one address; the inbox's hourly budget has a test of its own.
    t = await startTestApp(backend, { products: 20, env: { INBOX_MESSAGES_PER_HOUR: "1000" } });
  });
  afterAll(() => t?.close());

  const send = (parts: Part[], o: { who?: Shopper; fingerprint?: string; lang?: string } = {}) => {
    const body = multipart(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/v1/settings/typo/",
      payload: body.payload,
      headers: {
        ...body.headers,
        "accept-language": o.lang ?? "ru",
        ...(o.who ? { authorization: `Bearer ${o.who.token}` } : {}),
        ...(o.fingerprint ? { fingerprint: o.fingerprint } : {}),
      },
    });
  };
  const text = (content: string): Part => ({ name: "content", value: content });
  const reports = () =>
    t.app.internals.db.query<{ id: number; content: string; photos: string[]; owner: string | null }>(
      "SELECT id, content, photos, owner FROM typo_reports ORDER BY id",
    );
  const storedPhotos = () => {
    try {
      return readdirSync(path.join(t.config.dataDir, "pictures", "reports"));
    } catch {
      return [];
    }
  };

  it("keeps a guest's report with its photos, re-encoded, and never shows them under /media/", async () => {
    const [png, jpg] = [await picture("png"), await picture("jpeg")];
    const r = await send(
      [
        text("  Savat tugmasi ishlamayapti  "),
        ...photoParts([png]),
        { name: "images[1]", value: jpg, filename: "screen.jpg", type: "image/jpeg" },
      ],
      { fingerprint: "typoguest01" },
    );
    expect(r.statusCode, r.body).toBe(201);
    const { id } = r.json<{ id: number }>();
    const [row] = (await reports()).filter((x) => x.id === id);
    expect(row).toMatchObject({ content: "Savat tugmasi ishlamayapti", owner: "f:typoguest01" });
    expect(row!.photos).toHaveLength(2);
    expect(storedPhotos().sort()).toEqual(
      row!.photos.flatMap((n) => [`${n}-small.webp`, `${n}.webp`]).sort(),
    );
    for (const folder of ["reports", "reviews", "avatars"]) {
      const shown = await t.app.inject({ url: `/media/${folder}/${row!.photos[0]}.webp` });
      expect(shown.headers["x-placeholder"], folder).toBe("1");
    }
  });

  it("names the signed-in reporter, takes a report without photos or owner, and JSON", async () => {
    const who = await makeShopper(t);
    expect((await send([text("Narx noto'g'ri ko'rsatilgan")], { who })).statusCode).toBe(201);
    expect((await send([text("Hech kim emasman")])).statusCode).toBe(201);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/settings/typo/",
      payload: { content: "JSON orqali yuborildi" },
    });
    expect(json.statusCode, json.body).toBe(201);
    const rows = await reports();
    expect(rows.slice(-3).map((x) => x.owner)).toEqual([`u:${who.id}`, null, null]);
    // A real picture is taken whatever it claims to be.
    const r = await send([
      text("Rasm nomi boshqacha"),
      { name: "images[0]", value: await picture("png"), filename: "notes.txt", type: "text/plain" },
    ]);
    expect(r.statusCode, r.body).toBe(201);
  });

  it("refuses more than 4 photos, or one that is not a jpg or png, in every language; nothing kept", async () => {
    const png = await picture("png");
    const cases: [keyof typeof PHOTO_WORDS, Part[]][] = [
      ["PHOTOS.TOO_MANY", photoParts([png, png, png, png, png])],
      ["PHOTOS.WRONG_FORMAT", [FAKE_JPG]],
      ["PHOTOS.WRONG_FORMAT", [...photoParts([png]), { ...FAKE_JPG, name: "images[1]" }]],
      [
        "PHOTOS.WRONG_FORMAT",
        [{ name: "images[0]", value: await picture("gif"), filename: "a.png", type: "image/png" }],
      ],
      [
        "PHOTOS.WRONG_FORMAT",
        [
          ...photoParts([png]),
          {
            name: "images[1]",
            value: Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(500, 3)]),
            filename: "broken.png",
            type: "image/png",
          },
        ],
      ],
    ];
    const before = { rows: (await reports()).length, files: storedPhotos().length };
    for (const [code, photos] of cases) {
      for (const lang of ["ru", "uz", "sr"] as const) {
        const r = await send([text("Rasmlar bilan xato"), ...photos], { lang, fingerprint: "typoguest02" });
        expect(r.statusCode, r.body).toBe(400);
        expectErrorList(r.json(), 400);
        expect(r.json<ErrorList>().errors).toEqual([
          { error: code, message: PHOTO_WORDS[code][lang], field: "images" },
        ]);
      }
    }
    expect((await reports()).length).toBe(before.rows);
    expect(storedPhotos()).toHaveLength(before.files);
  });

  it("refuses a text shorter than 4 characters or longer than 2000, and a broken form, never with a 5xx", async () => {
    const short = await send([text(" abc ")], { lang: "sr" });
    expect(short.json<ErrorList>().errors).toEqual([
      { error: "FIELD.TEXT_TOO_SHORT", message: "Kamida 4 ta belgi", field: "content" },
    ]);
    const missing = await send([], { lang: "ru" });
    expect(missing.json<ErrorList>().errors[0]).toMatchObject({ error: "FIELD.REQUIRED", field: "content" });
    const long = await send([text("x".repeat(2001))]);
    expect(long.json<ErrorList>().errors[0]).toMatchObject({ error: "FIELD.MAX_LENGTH", field: "content" });
    const before = (await reports()).length;
    const good = multipart([text("Yaxshi matn")]);
    for (const sent of [
      { payload: good.payload.subarray(0, 40), headers: good.headers },
      { payload: good.payload, headers: { "content-type": "multipart/form-data" } },
      { payload: Buffer.alloc(2 * 1024 * 1024, 65), headers: { "content-type": "application/json" } },
      multipart([text("x".repeat(10_001))]),
      multipart([
        text("Ko'p maydon"),
        ...Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: "1" })),
      ]),
      multipart([text("Fayl emas"), { name: "images[0]", value: "oddiy matn" }]),
    ]) {
      const r = await t.app.inject({ method: "POST", url: "/api/v1/settings/typo/", ...sent });
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, r.body).toBeLessThan(500);
    }
    expect((await reports()).length).toBe(before);
  });
});

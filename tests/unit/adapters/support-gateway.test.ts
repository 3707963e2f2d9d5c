import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpSupportGateway } from "../../../adapters/http/support.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { refusalOf } from "../../../application/shared/refusal";

function harness(answers: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new ApiClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "sr", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, support: new HttpSupportGateway(api) };
}

const path = (url: string) => url.replace("http://api.test/api/v1/", "");
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: "image/png" });

describe("HttpSupportGateway", () => {
  it("reads the FAQ and the instructions, a missing description as empty", async () => {
    const { support, calls } = harness([
      { status: 200, body: { results: [{ id: 3, question: "Q?", answer: "<p>A</p>" }] } },
      { status: 200, body: { results: [{ id: 1, title: "How", description: null }] } },
    ]);
    expect(await support.faq()).toEqual([{ id: 3, question: "Q?", answer: "<p>A</p>" }]);
    expect(await support.instructions()).toEqual([{ id: 1, title: "How", description: "" }]);
    expect(calls.map((c) => path(c.url))).toEqual(["common/faq/", "settings/instructions/"]);
  });

  it("reads an instruction at the path without a trailing slash, and an unknown one as null", async () => {
    const { support, calls } = harness([
      { status: 200, body: { title: "Card", content: "<p>x</p>", is_answered: true } },
      { status: 404, body: { detail: "Not found." } },
    ]);
    expect(await support.instruction(2)).toEqual({
      id: 2,
      title: "Card",
      content: "<p>x</p>",
      answered: true,
    });
    expect(await support.instruction(99)).toBeNull();
    expect(calls.map((c) => path(c.url))).toEqual(["settings/instructions/2", "settings/instructions/99"]);
  });

  it("votes with the id repeated in the body", async () => {
    const { support, calls } = harness([{ status: 200, body: { success: true } }]);
    await support.vote(4, "no");
    expect(calls[0]!.init.method).toBe("POST");
    expect(path(calls[0]!.url)).toBe("settings/instructions/4/answer/");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ instruction: 4, answer: "no" });
  });

  it("reads lessons and the live stream, covers as one address, the stream as an object or a list", async () => {
    const cover = { default: "/media/video/a.webp", medium: "/media/video/a-m.webp" };
    const { support } = harness([
      { status: 200, body: { results: [{ id: 1, title: "Tiles", cover, video: "https://x/1.mp4" }] } },
      { status: 200, body: { id: 5, title: "Live", cover: null, link: "https://youtube.com/live/x" } },
      { status: 200, body: [{ id: 6, title: "Live 2", cover: "/c.png", link: "https://t.me/x" }] },
    ]);
    expect(await support.videoLessons()).toEqual([
      { id: 1, title: "Tiles", cover: "/media/video/a-m.webp", video: "https://x/1.mp4" },
    ]);
    expect(await support.liveStreams()).toEqual([
      { id: 5, title: "Live", cover: null, link: "https://youtube.com/live/x" },
    ]);
    expect(await support.liveStreams()).toEqual([
      { id: 6, title: "Live 2", cover: "/c.png", link: "https://t.me/x" },
    ]);
  });

  it("sends a bug report as multipart: content and images[0..n]", async () => {
    const { support, calls } = harness([{ status: 200, body: { success: true } }]);
    const photos = [png("a.png"), png("b.png")];
    await support.reportBug({ text: "The basket button does nothing", photos });
    expect(path(calls[0]!.url)).toBe("settings/typo/");
    const form = calls[0]!.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("content")).toBe("The basket button does nothing");
    expect((form.get("images[0]") as File).name).toBe("a.png");
    expect((form.get("images[1]") as File).name).toBe("b.png");
    expect(form.has("images[2]")).toBe(false);
    // The browser sets the multipart boundary itself.
    expect(new Headers(calls[0]!.init.headers).get("content-type")).toBeNull();
  });

  it("turns the server's refusal of the photos into its code and translated words", async () => {
    const { support } = harness([
      {
        status: 400,
        body: {
          status_code: 400,
          errors: [{ error: "PHOTOS.TOO_MANY", message: "maks. 4 ta rasm", field: "images" }],
        },
      },
    ]);
    const refused = await support
      .reportBug({ text: "Broken", photos: [png("a.png")] })
      .catch((e: unknown) => e);
    expect(refusalOf(refused)).toEqual({
      code: "PHOTOS.TOO_MANY",
      words: "maks. 4 ta rasm",
      params: { field: "images" },
    });
  });
});

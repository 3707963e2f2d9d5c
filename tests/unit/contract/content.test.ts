import { describe, expect, it } from "vitest";
import { endpoints, validate } from "../../../contract/index.ts";
import { contentCases } from "./cases/content.cases.ts";
import { runCases } from "./cases/run-cases.ts";

runCases(contentCases);

describe("content: what validation hands back", () => {
  const stream = { id: 1, title: "Efir", cover: null, link: "https://youtube.com/live/abc" };

  it.each([
    ["an array", [stream]],
    ["one object", stream],
    ["a results wrapper", { results: [stream] }],
  ])("reads the live stream sent as %s as an array", (_, body) => {
    const result = validate(endpoints.liveStream.answer, body);
    expect(result.ok && result.value).toEqual([stream]);
  });

  it("reads contact coordinates sent as text as numbers", () => {
    const result = validate(endpoints.contacts.answer, {
      phone: "+998 71 200-00-00",
      email: null,
      address: null,
      latitude: "41.2265",
      longitude: "69.2193",
      work_from: null,
      work_to: null,
      telegram: null,
      instagram: null,
      facebook: null,
      youtube: null,
    });
    expect(result.ok && [result.value.latitude, result.value.longitude]).toEqual([41.2265, 69.2193]);
  });
});

import { describe, expect, it } from "vitest";
import { videoSourceOf } from "../../../application/support/video-source";

describe("videoSourceOf", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=pp-pipes", "pp-pipes"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://youtube.com/shorts/abc_DEF-123", "abc_DEF-123"],
    ["https://www.youtube.com/live/qurilish-bozori", "qurilish-bozori"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("plays %s in YouTube's privacy-enhanced embed", (url, id) => {
    expect(videoSourceOf(url)).toEqual({
      kind: "youtube",
      id,
      embed: `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    });
  });

  it.each([
    "https://cdn.qurilish-bozori.uz/lessons/tiles.mp4",
    "https://cdn.example.com/a/b/Lesson.WEBM?token=1",
    "/media/lessons/3.m4v",
    "http://video.example.uz/clip.mov",
  ])("plays the file %s in the browser's own player", (url) => {
    expect(videoSourceOf(url)).toEqual({ kind: "file", src: url });
  });

  it.each([
    "https://www.youtube.com/channel/UC123",
    "https://www.youtube.com/watch",
    "https://vimeo.com/12345",
    "https://evil.example/youtube.com/watch?v=abc",
    "https://notyoutube.com/watch?v=abc",
  ])("leaves %s as a link to open elsewhere", (url) => {
    expect(videoSourceOf(url)).toEqual({ kind: "link", href: url });
  });

  it.each(["", "   ", "javascript:alert(1)", "data:video/mp4;base64,AAAA"])(
    "plays nothing from %j",
    (url) => {
      expect(videoSourceOf(url)).toEqual({ kind: "none" });
    },
  );
});

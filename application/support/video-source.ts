/**
 * How a video lesson plays (docs/decisions/0010-video-lessons-player.md): a file the browser can play itself
 * in a native player, a YouTube link in YouTube's own embedded player, anything else as a link opened in a
 * new tab (a page we cannot embed); an address that is not http(s) at all, nothing.
 */
export type VideoSource =
  | { readonly kind: "file"; readonly src: string }
  | { readonly kind: "youtube"; readonly id: string; readonly embed: string }
  | { readonly kind: "link"; readonly href: string }
  | { readonly kind: "none" };

const FILE_EXTENSIONS = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "youtube-nocookie.com", "music.youtube.com"]);
// YouTube ids are 11 characters of [A-Za-z0-9_-]; the length is not checked, so test data ids work too.
const VIDEO_ID = /^[\w-]+$/;

/** The YouTube video id of a watch, short, live, embed or youtu.be link; null for anything else. */
export function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") id = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * Site-relative addresses ("/media/lessons/1.mp4") are read against a placeholder origin: only the path and
 * the host matter here.
 */
export function videoSourceOf(address: string): VideoSource {
  if (address.trim() === "") return { kind: "none" };
  let url: URL;
  try {
    url = new URL(address, "https://relative.invalid");
  } catch {
    return { kind: "none" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "none" };
  const id = youtubeId(url);
  if (id) return { kind: "youtube", id, embed: `https://www.youtube-nocookie.com/embed/${id}?rel=0` };
  if (FILE_EXTENSIONS.test(url.pathname)) return { kind: "file", src: address };
  return { kind: "link", href: address };
}

/**
 * Links to pictures. Every picture lives under /media/<folder>/<name>.<format>; the same path takes the
 * resize modifiers (see server/http/media.routes.ts), so the sizes below are the same file at other widths.
 */
export type MediaFolder =
  "products" | "brands" | "categories" | "banners" | "stories" | "video" | "avatars" | "reviews";

export interface ImageSetUrls {
  extra_small: string;
  small: string;
  compressed: string;
  medium: string;
  large: string;
  default: string;
}

export class MediaUrls {
  constructor(private readonly base: string) {}

  url(folder: MediaFolder, name: string, query = ""): string {
    return `${this.base}/media/${folder}/${name}.webp${query ? `?${query}` : ""}`;
  }

  imageSet(folder: MediaFolder, name: string): ImageSetUrls {
    return {
      extra_small: this.url(folder, name, "width=80"),
      small: this.url(folder, name, "width=160"),
      compressed: this.url(folder, name, "width=320&quality=60"),
      medium: this.url(folder, name, "width=480"),
      large: this.url(folder, name, "width=960"),
      default: this.url(folder, name),
    };
  }
}

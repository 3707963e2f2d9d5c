import { Box, Image, type ImageProps } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";

/** The spec's image breakpoints (section 9). */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;

/** srcset over the server's image path: the same picture at each breakpoint width (`?width=`). */
export function srcSetFor(src: string, widths: readonly number[] = IMAGE_BREAKPOINTS): string | undefined {
  if (!src || src.startsWith("data:")) return undefined;
  const [path, query = ""] = src.split("?");
  const params = new URLSearchParams(query);
  return widths
    .map((w) => {
      params.set("width", String(w));
      return `${path}?${params.toString()} ${w}w`;
    })
    .join(", ");
}

const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'><rect width='120' height='120' fill='#f1f1f1'/><path d='M38 44h44v32H38z' fill='none' stroke='#c4c4c4' stroke-width='4' stroke-linejoin='round'/><circle cx='50' cy='55' r='5' fill='#c4c4c4'/><path d='m40 74 14-12 10 8 8-6 10 10' fill='none' stroke='#c4c4c4' stroke-width='4' stroke-linejoin='round'/></svg>",
)}`;

export interface SmartImageProps extends Omit<ImageProps, "src" | "srcSet"> {
  src: string | undefined;
  /** Widths to offer in srcset; none for thumbnails that have one size. */
  responsive?: boolean;
}

/**
 * A picture from the server's image path with a srcset, and the default placeholder when it fails to load.
 */
export function SmartImage({ src, responsive = true, alt = "", ...rest }: SmartImageProps) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(!src);
    // An error that happened before hydration fires no React event: check the element itself.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  if (failed)
    return (
      <Box asChild {...(rest as object)}>
        <img src={PLACEHOLDER} alt={alt} data-placeholder="true" />
      </Box>
    );
  return (
    <Image
      ref={ref}
      src={src}
      srcSet={responsive ? srcSetFor(src ?? "") : undefined}
      alt={alt}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}

import { AspectRatio, Box, HStack, Stack } from "@chakra-ui/react";
import { SmartImage } from "../products/smart-image";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { IMAGE_ZOOM } from "../../../domain/shop-constants";
import type { ProductImage } from "../../../application/catalogue/catalogue.types";

/** The main picture's width on the page, for srcset (and the page head's preload of it). */
export const GALLERY_SIZES = "(min-width: 768px) 50vw, 100vw";

export const ZOOM_FACTOR = IMAGE_ZOOM.factor;
export const RESIZE_DEBOUNCE_MS = IMAGE_ZOOM.resizeDebounceMs;

/** The element's box, measured again 500 ms after the window stops resizing. */
function useDebouncedRect(ref: React.RefObject<HTMLElement | null>) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useEffect(() => {
    const measure = () => ref.current && setRect(ref.current.getBoundingClientRect());
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [ref]);
  return rect;
}

/** The product pictures: thumbnails and a main picture that zooms 2x under the pointer. */
export function ProductGallery({ images, title }: { images: readonly ProductImage[]; title: string }) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const rect = useDebouncedRect(frame);
  const image = images[active] ?? images[0];
  return (
    <Stack gap="3" data-testid="gallery">
      <AspectRatio
        ratio={1}
        borderRadius="l3"
        overflow="hidden"
        bg="bg.muted"
        borderWidth="1px"
        borderColor="border.muted"
      >
        <Box
          ref={frame}
          cursor={origin ? "zoom-out" : "zoom-in"}
          onMouseMove={(e) => {
            const box = rect ?? e.currentTarget.getBoundingClientRect();
            setOrigin({
              x: ((e.clientX - box.left) / box.width) * 100,
              y: ((e.clientY - box.top) / box.height) * 100,
            });
          }}
          onMouseLeave={() => setOrigin(null)}
        >
          {image && (
            <SmartImage
              src={image.large}
              sizes={GALLERY_SIZES}
              // The page's largest picture: fetched first, not after the scripts.
              fetchPriority="high"
              alt={title}
              w="full"
              h="full"
              objectFit="cover"
              transition="transform 0.1s"
              transform={origin ? `scale(${ZOOM_FACTOR})` : undefined}
              transformOrigin={origin ? `${origin.x}% ${origin.y}%` : undefined}
              data-zoomed={origin ? "true" : "false"}
            />
          )}
        </Box>
      </AspectRatio>
      {images.length > 1 && (
        <HStack gap="2" overflowX="auto">
          {images.map((img, i) => (
            <Box
              key={i}
              as="button"
              aria-label={t({ id: "gallery.picture", message: `Picture ${i + 1}` })}
              aria-current={i === active || undefined}
              onClick={() => setActive(i)}
              borderWidth="2px"
              borderColor={i === active ? "brand.solid" : "border.muted"}
              borderRadius="l2"
              overflow="hidden"
              flexShrink={0}
            >
              <SmartImage src={img.extraSmall} responsive={false} alt="" boxSize="16" objectFit="cover" />
            </Box>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

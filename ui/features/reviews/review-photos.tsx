import { chakra, HStack, Image } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import type { ReviewPhoto } from "../../../application/catalogue/catalogue.types";

// The viewer (a dialog) comes on the first click on a photo.
const PhotoViewer = lazy(() => import("./photo-viewer"));

export interface ReviewPhotosProps {
  photos: readonly ReviewPhoto[];
  /** The review's author ("Anonymous" when no name), for the viewer's title. */
  author: string;
}

/** A review's photos as thumbnails; each opens the viewer at that photo. */
export function ReviewPhotos({ photos, author }: ReviewPhotosProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  return (
    <>
      <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0" pt="1">
        {photos.map((photo, i) => {
          const n = i + 1;
          return (
            <li key={i}>
              <chakra.button
                type="button"
                display="block"
                boxSize="16"
                borderRadius="l2"
                overflow="hidden"
                borderWidth="1px"
                bg="bg.muted"
                cursor="zoom-in"
                _focusVisible={{
                  outline: "2px solid",
                  outlineColor: "brand.focusRing",
                  outlineOffset: "2px",
                }}
                onClick={() => setOpen(i)}
                aria-label={t({ id: "reviews.photo.open", message: `Open photo ${n} of ${count}` })}
                data-testid="review-photo"
              >
                <Image src={photo.thumb} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
              </chakra.button>
            </li>
          );
        })}
      </HStack>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} start={open} author={author} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

import { chakra, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { StaffReviewPhoto } from "../../../../application/admin/sections/reviews.types";
import { SmartImage } from "../../products/smart-image";

/** A review's photos as thumbnails; each opens at full size in a tab of its own, beside the list. */
export function StaffReviewPhotos({ photos }: { photos: readonly StaffReviewPhoto[] }) {
  const { t } = useLingui();
  const count = photos.length;
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0" data-testid="review-photos">
      {photos.map((photo, i) => {
        const n = i + 1;
        return (
          <li key={i}>
            <chakra.a
              href={photo.large}
              target="_blank"
              rel="noopener noreferrer"
              display="block"
              boxSize="16"
              borderRadius="l2"
              overflow="hidden"
              borderWidth="1px"
              bg="bg.muted"
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
              aria-label={t({ id: "admin.reviews.photo", message: `Photo ${n} of ${count}` })}
            >
              {/* A photo whose file is gone shows the shop's placeholder, not a broken-picture sign. */}
              <SmartImage src={photo.thumb} responsive={false} alt="" w="full" h="full" objectFit="cover" />
            </chakra.a>
          </li>
        );
      })}
    </HStack>
  );
}

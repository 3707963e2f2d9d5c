import { Box, HStack, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ReviewPhoto } from "../../../application/catalogue/catalogue.types";
import { Button } from "../../kit/button";
import { Modal } from "../../kit/modal";
import { ChevronLeftIcon, ChevronRightIcon } from "../../layout/icons";

export interface PhotoViewerProps {
  photos: readonly ReviewPhoto[];
  /** The photo shown first. */
  start: number;
  /** Whose photos ("Anonymous" when no name), for the dialog's title. */
  author: string;
  onClose: () => void;
}

/**
 * A review's photos one at a time, large, in a dialog: previous and next (buttons or the arrow keys, round
 * from the last to the first), Escape or the close button closes it, and the focus goes back to the
 * thumbnail that opened it.
 */
export default function PhotoViewer({ photos, start, author, onClose }: PhotoViewerProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(start);
  const count = photos.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const photo = photos[index];
  const n = index + 1;
  // Anywhere in the dialog (it is modal): the arrows page through the photos.
  useEffect(() => {
    if (count < 2) return;
    const keys = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") setIndex((i) => (i - 1 + count) % count);
      else if (event.key === "ArrowRight") setIndex((i) => (i + 1) % count);
    };
    document.addEventListener("keydown", keys);
    return () => document.removeEventListener("keydown", keys);
  }, [count]);
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      // Next, where there is one: Enter and Space then page on, the arrows from anywhere.
      initialFocusEl={() => document.querySelector<HTMLElement>("[data-testid=viewer-next]")}
      title={t({ id: "reviews.viewer.title", message: `Photos by ${author}` })}
      footer={
        count > 1 ? (
          <HStack justify="space-between" w="full">
            <Button variant="secondary" minH="11" onClick={() => go(-1)} data-testid="viewer-previous">
              <ChevronLeftIcon aria-hidden />
              {t({ id: "reviews.viewer.previous", message: "Previous" })}
            </Button>
            <Button variant="secondary" minH="11" onClick={() => go(1)} data-testid="viewer-next">
              {t({ id: "reviews.viewer.next", message: "Next" })}
              <ChevronRightIcon aria-hidden />
            </Button>
          </HStack>
        ) : undefined
      }
    >
      <Box data-testid="photo-viewer">
        <Box bg="bg.muted" borderRadius="l2" overflow="hidden" display="flex" justifyContent="center">
          {photo && (
            <Image
              src={photo.large}
              alt={t({ id: "reviews.viewer.photo", message: `Photo ${n} of ${count}` })}
              // What the window leaves beside the dialog's title, buttons and margins, so the count stays in
              // view without scrolling the dialog.
              maxH="min(640px, calc(100dvh - 320px))"
              maxW="full"
              objectFit="contain"
              data-testid="viewer-photo"
            />
          )}
        </Box>
        <Text
          mt="2"
          fontSize="sm"
          color="fg.muted"
          textAlign="center"
          aria-live="polite"
          data-testid="viewer-count"
        >
          {t({ id: "reviews.viewer.count", message: `${n} of ${count}` })}
        </Text>
      </Box>
    </Modal>
  );
}

import { Box, chakra, Grid, HStack, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { MAX_PHOTOS, PHOTO_ACCEPT } from "../../../domain/photos";
import { CloseIcon } from "../../layout/icons";
import { Button } from "../../kit/button";

/** The chosen files' addresses for their previews, released when the list changes or the picker goes. */
function usePreviews(files: readonly File[]): readonly string[] {
  const [urls, setUrls] = useState<readonly string[]>([]);
  useEffect(() => {
    const next = files.map((file) => URL.createObjectURL(file));
    setUrls(next);
    return () => next.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

export interface PhotoAttachmentsProps {
  photos: readonly File[];
  /** Files the shopper picked; the form checks them before they join the list. */
  onPick: (files: readonly File[]) => void;
  onRemove: (index: number) => void;
  /** Why the last pick was refused, translated; it is read out and describes the button. */
  error: string | null;
  disabled?: boolean;
  /** Ties the error to the button (aria-describedby). */
  errorId: string;
}

/** Up to four photos: a preview of each with its remove button, and a button to add more. */
export function PhotoAttachments({
  photos,
  onPick,
  onRemove,
  error,
  disabled,
  errorId,
}: PhotoAttachmentsProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const previews = usePreviews(photos);
  const full = photos.length >= MAX_PHOTOS;
  const count = photos.length;
  const max = MAX_PHOTOS;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again is a change too.
    event.target.value = "";
    if (files.length > 0) onPick(files);
  };
  const remove = (index: number) => {
    onRemove(index);
    // The button pressed is gone: the focus goes to the one that adds photos, never to the page's top.
    add.current?.focus();
  };

  return (
    <Box data-testid="photo-attachments">
      {photos.length > 0 && (
        <Grid
          as="ul"
          templateColumns="repeat(auto-fill, minmax(5rem, 1fr))"
          gap="2"
          mb="3"
          listStyleType="none"
          p="0"
        >
          {photos.map((photo, index) => {
            const number = index + 1;
            const name = photo.name;
            return (
              <Box as="li" key={`${index}-${name}`} position="relative" data-testid="photo-preview">
                <Image
                  src={previews[index]}
                  alt={t({ id: "support.photos.preview", message: `Photo ${number}: ${name}` })}
                  aspectRatio="1"
                  w="full"
                  objectFit="cover"
                  borderRadius="l2"
                  borderWidth="1px"
                  borderColor="border"
                  bg="bg.muted"
                />
                {/* A finger-sized target (44 px) around a small round mark, in the preview's corner. */}
                <chakra.button
                  type="button"
                  position="absolute"
                  top="0"
                  insetEnd="0"
                  boxSize="11"
                  display="grid"
                  placeItems="center"
                  cursor="pointer"
                  disabled={disabled}
                  _disabled={{ cursor: "not-allowed", opacity: 0.5 }}
                  _focusVisible={{
                    outline: "none",
                    "& > span": { outline: "2px solid", outlineColor: "brand.focusRing" },
                  }}
                  aria-label={t({ id: "support.photos.remove", message: `Remove photo ${number}` })}
                  onClick={() => remove(index)}
                >
                  <chakra.span
                    boxSize="7"
                    borderRadius="full"
                    bg="blackAlpha.700"
                    color="white"
                    display="grid"
                    placeItems="center"
                    boxShadow="sm"
                  >
                    <CloseIcon boxSize="4" />
                  </chakra.span>
                </chakra.button>
              </Box>
            );
          })}
        </Grid>
      )}
      <HStack gap="3" wrap="wrap">
        <Button
          ref={add}
          variant="secondary"
          minH="11"
          disabled={disabled || full}
          aria-describedby={error ? errorId : undefined}
          onClick={() => input.current?.click()}
          data-testid="photo-add"
        >
          {t({ id: "support.photos.add", message: "Attach photos" })}
        </Button>
        <Text fontSize="sm" color="fg.muted" data-testid="photo-count">
          {t({ id: "support.photos.count", message: `${count} of ${max} · jpg or png` })}
        </Text>
      </HStack>
      <input
        ref={input}
        type="file"
        name="images"
        accept={PHOTO_ACCEPT}
        multiple
        hidden
        disabled={disabled || full}
        aria-invalid={error ? true : undefined}
        onChange={picked}
      />
      {error && (
        <Text id={errorId} role="alert" mt="2" fontSize="sm" color="fg.error" data-testid="photo-error">
          {error}
        </Text>
      )}
    </Box>
  );
}

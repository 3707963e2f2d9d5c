import { Box, Grid, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { MAX_PHOTOS, PHOTO_ACCEPT } from "../../../domain/photos";
import { PHOTO_HEAD_BYTES, type PickedPhoto } from "../../../application/reviews/review-photos";
import { Button } from "../../kit/button";
import { CloseIcon } from "../../layout/icons";

const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;

export interface PhotoPickerProps {
  photos: readonly File[];
  /** The files just picked, with their first bytes for the format check. */
  onPick: (picked: PickedPhoto[]) => void;
  onRemove: (index: number) => void;
  /** Why the last pick was refused, translated. */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** Addresses for the previews, released when the files change or the picker goes. */
function usePreviews(files: readonly File[]): readonly string[] {
  const [urls, setUrls] = useState<readonly string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}

/**
 * Up to 4 jpg or png photos: seen before sending, each removable. A pick that would make five, or holds a
 * file that is not a jpg or png, is refused whole with the reason; nothing is uploaded until the form is
 * sent.
 */
export function PhotoPicker({ photos, onPick, onRemove, error, disabled }: PhotoPickerProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(photos);
  const id = `photos-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const count = photos.length;
  const max = MAX_PHOTOS;

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again is a change too.
    event.target.value = "";
    if (files.length === 0) return;
    const heads = await Promise.all(
      files.map(async (file) => new Uint8Array(await file.slice(0, PHOTO_HEAD_BYTES).arrayBuffer())),
    );
    onPick(files.map((file, i) => ({ file, head: heads[i]! })));
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={`${id}-label`} data-testid="photo-picker">
      <HStack justify="space-between" gap="2">
        <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
          {t({ id: "reviews.photos.label", message: "Photos" })}
        </Text>
        <Text fontSize="xs" color="fg.muted" data-testid="photo-count">
          {t({ id: "reviews.photos.count", message: `${count} of ${max}` })}
        </Text>
      </HStack>
      {count > 0 && (
        <Grid as="ul" templateColumns="repeat(4, minmax(0, 1fr))" gap="2" listStyleType="none" m="0" p="0">
          {photos.map((file, i) => {
            const n = i + 1;
            return (
              <Stack as="li" key={`${i}-${file.name}`} gap="1" minW="0" data-testid="photo-preview">
                <Box aspectRatio={1} borderRadius="l2" overflow="hidden" bg="bg.muted" borderWidth="1px">
                  {previews[i] && (
                    <Image
                      src={previews[i]}
                      alt={t({ id: "reviews.photos.preview", message: `Photo ${n}` })}
                      w="full"
                      h="full"
                      objectFit="cover"
                    />
                  )}
                </Box>
                <Button
                  variant="secondary"
                  size="sm"
                  minH="11"
                  px="0"
                  disabled={disabled}
                  onClick={() => onRemove(i)}
                  aria-label={t({ id: "reviews.photos.remove", message: `Remove photo ${n}` })}
                  data-testid="photo-remove"
                >
                  <CloseIcon boxSize="4" aria-hidden />
                </Button>
              </Stack>
            );
          })}
        </Grid>
      )}
      <Box>
        <Button
          variant="secondary"
          size="md"
          minH="11"
          disabled={disabled}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onClick={() => input.current?.click()}
          data-testid="photo-add"
        >
          {t({ id: "reviews.photos.add", message: "Add photos" })}
        </Button>
      </Box>
      <input
        ref={input}
        type="file"
        name="images"
        accept={PHOTO_ACCEPT}
        multiple
        hidden
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => void picked(event)}
        data-testid="photo-input"
      />
      {error ? (
        <Text id={`${id}-error`} role="alert" fontSize="sm" color={ERROR_TEXT}>
          {error}
        </Text>
      ) : (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {t({ id: "reviews.photos.hint", message: "Up to 4 photos, JPG or PNG" })}
        </Text>
      )}
    </Stack>
  );
}

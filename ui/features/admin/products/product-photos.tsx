import { Badge, Box, Button, Flex, Grid, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { ProductPhoto } from "../../../../application/admin/sections/product-editor.types";
import { AVATAR_ACCEPT } from "../../../../domain/picture-format";

export interface ProductPhotosProps {
  photos: readonly ProductPhoto[];
  /** false for a product not saved yet: photos are added to a saved one. */
  canUpload: boolean;
  /** An upload or a reorder is on its way. */
  pending: boolean;
  /** Translated words of the last refused upload or reorder. */
  error?: string | undefined;
  onAdd: (files: File[]) => void;
  /** The photos' names in their new order, the first the main one; a name left out is removed. */
  onOrder: (names: string[]) => void;
}

const moved = (names: string[], from: number, to: number) => {
  const next = [...names];
  const [name] = next.splice(from, 1);
  next.splice(to, 0, name!);
  return next;
};

/** A product's photos in order, the first the main one: add, move, make main, remove. */
export function ProductPhotos({ photos, canUpload, pending, error, onAdd, onOrder }: ProductPhotosProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const names = photos.map((p) => p.name);
  if (!canUpload)
    return (
      <Text color="fg.muted" data-testid="photos-later">
        {t({
          id: "admin.productEditor.photosLater",
          message: "Save the product first, then add its photos.",
        })}
      </Text>
    );
  return (
    <Stack gap="3" data-testid="product-photos" aria-busy={pending}>
      <Text textStyle="sm" color="fg.muted">
        {t({
          id: "admin.productEditor.photosHelp",
          message: "jpg, png or webp. The first photo is the main one.",
        })}
      </Text>
      {photos.length === 0 ? (
        <Text data-testid="photos-empty">
          {t({ id: "admin.productEditor.photosEmpty", message: "No photos yet." })}
        </Text>
      ) : (
        <Grid as="ol" listStyleType="none" templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="3">
          {photos.map((photo, i) => {
            const n = i + 1;
            return (
              <Stack
                as="li"
                key={photo.name}
                gap="1"
                borderWidth="1px"
                borderRadius="l2"
                p="1.5"
                data-photo={photo.name}
              >
                <Box position="relative">
                  <Image
                    src={photo.url}
                    alt={t({ id: "admin.productEditor.photoOf", message: `Photo ${n}` })}
                    aspectRatio="1"
                    w="full"
                    objectFit="contain"
                    bg="bg.muted"
                    borderRadius="l1"
                  />
                  {i === 0 && (
                    <Badge position="absolute" top="1" left="1" colorPalette="brand" variant="solid">
                      {t({ id: "admin.productEditor.main", message: "Main" })}
                    </Badge>
                  )}
                </Box>
                <Flex justify="space-between" gap="0.5">
                  <IconButton
                    size="sm"
                    minW="11"
                    minH="11"
                    variant="ghost"
                    disabled={pending || i === 0}
                    aria-label={t({
                      id: "admin.productEditor.moveEarlier",
                      message: `Move photo ${n} earlier`,
                    })}
                    onClick={() => onOrder(moved(names, i, i - 1))}
                  >
                    ←
                  </IconButton>
                  <IconButton
                    size="sm"
                    minW="11"
                    minH="11"
                    variant="ghost"
                    disabled={pending || i === 0}
                    aria-label={t({
                      id: "admin.productEditor.makeMain",
                      message: `Make photo ${n} the main one`,
                    })}
                    onClick={() => onOrder(moved(names, i, 0))}
                  >
                    ★
                  </IconButton>
                  <IconButton
                    size="sm"
                    minW="11"
                    minH="11"
                    variant="ghost"
                    disabled={pending || i === photos.length - 1}
                    aria-label={t({ id: "admin.productEditor.moveLater", message: `Move photo ${n} later` })}
                    onClick={() => onOrder(moved(names, i, i + 1))}
                  >
                    →
                  </IconButton>
                  <IconButton
                    size="sm"
                    minW="11"
                    minH="11"
                    variant="ghost"
                    colorPalette="red"
                    disabled={pending}
                    aria-label={t({ id: "admin.productEditor.removePhoto", message: `Remove photo ${n}` })}
                    onClick={() => onOrder(names.filter((name) => name !== photo.name))}
                  >
                    ✕
                  </IconButton>
                </Flex>
              </Stack>
            );
          })}
        </Grid>
      )}
      {error && (
        <Text
          role="alert"
          color={{ base: "red.600", _dark: "red.300" }}
          textStyle="sm"
          data-testid="photos-error"
        >
          {error}
        </Text>
      )}
      <Box>
        <Button
          minH="11"
          variant="outline"
          colorPalette="brand"
          loading={pending}
          loadingText={t({ id: "admin.productEditor.uploading", message: "Uploading…" })}
          onClick={() => input.current?.click()}
        >
          {t({ id: "admin.productEditor.addPhotos", message: "Add photos" })}
        </Button>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          multiple
          hidden
          data-testid="photo-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = "";
            if (files.length > 0) onAdd(files);
          }}
        />
      </Box>
    </Stack>
  );
}

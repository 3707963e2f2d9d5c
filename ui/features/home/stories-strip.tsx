import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Story } from "../../../application/catalogue/catalogue.types";
import { SmartImage } from "../products/smart-image";

// The viewer (a kit Modal: Chakra Dialog, focus trap, scroll lock) loads when a story is first opened.
const StoryViewer = lazy(() => import("./story-viewer"));

/** Story circles; an unseen story has an orange ring. Opening one shows its items and marks each one read. */
export function StoriesStrip({
  stories,
  onItemViewed,
}: {
  stories: readonly Story[];
  onItemViewed: (itemId: number) => void;
}) {
  const [open, setOpen] = useState<{ story: number; item: number } | null>(null);
  const story = open ? stories.find((s) => s.id === open.story) : undefined;
  const item = story?.items[open?.item ?? 0];
  useEffect(() => {
    if (item && !item.seen) onItemViewed(item.id);
  }, [item, onItemViewed]);
  if (stories.length === 0) return null;
  const next = () => {
    if (!story || !open) return;
    if (open.item + 1 < story.items.length) setOpen({ ...open, item: open.item + 1 });
    else {
      const i = stories.findIndex((s) => s.id === story.id);
      const following = stories[i + 1];
      setOpen(following ? { story: following.id, item: 0 } : null);
    }
  };
  return (
    <>
      {/* Circles line up along their tops: a two-line label must not lift its circle above the others. */}
      <HStack
        as="ul"
        gap="4"
        align="flex-start"
        overflowX="auto"
        py="1"
        listStyleType="none"
        data-testid="stories"
      >
        {stories.map((s) => (
          <Box as="li" key={s.id} flexShrink={0}>
            <Stack
              as="button"
              align="center"
              gap="1"
              w="20"
              onClick={() => setOpen({ story: s.id, item: 0 })}
              data-seen={s.seen}
            >
              <Box
                p="0.5"
                borderRadius="full"
                borderWidth="2px"
                borderColor={s.seen ? "border" : "brand.solid"}
                // The server's page shows every story unseen (decision 0028); the visitor's own rings turn
                // grey after hydration, softly.
                transition="border-color 0.3s"
              >
                <SmartImage
                  responsive={false}
                  src={s.image}
                  alt=""
                  boxSize="16"
                  borderRadius="full"
                  objectFit="cover"
                />
              </Box>
              <Text fontSize="xs" lineClamp={2} textAlign="center">
                {s.title}
              </Text>
            </Stack>
          </Box>
        ))}
      </HStack>
      {story && item && (
        <Suspense fallback={null}>
          <StoryViewer
            story={story}
            item={item}
            index={open?.item ?? 0}
            onNext={next}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}

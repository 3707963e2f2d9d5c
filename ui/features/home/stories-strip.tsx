import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Story } from "../../../application/catalogue/catalogue.types";
import { Modal } from "../../kit/modal";
import { LocalLink } from "../../routing/localized";
import { SmartImage } from "../products/smart-image";

/** Story circles; an unseen story has an orange ring. Opening one shows its items and marks each one read. */
export function StoriesStrip({ stories, onItemViewed }: { stories: readonly Story[]; onItemViewed: (itemId: number) => void }) {
  const { t } = useLingui();
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
      <HStack as="ul" gap="4" overflowX="auto" py="1" listStyleType="none" data-testid="stories">
        {stories.map((s) => (
          <Box as="li" key={s.id} flexShrink={0}>
            <Stack as="button" align="center" gap="1" w="20" onClick={() => setOpen({ story: s.id, item: 0 })} data-seen={s.seen}>
              <Box p="0.5" borderRadius="full" borderWidth="2px" borderColor={s.seen ? "border" : "brand.solid"}>
                <SmartImage responsive={false} src={s.image} alt="" boxSize="16" borderRadius="full" objectFit="cover" />
              </Box>
              <Text fontSize="xs" lineClamp={2} textAlign="center">{s.title}</Text>
            </Stack>
          </Box>
        ))}
      </HStack>
      {story && item && (
        <Modal open onClose={() => setOpen(null)} title={story.title} size="sm"
          footer={<Button colorPalette="brand" onClick={next}>{t({ id: "common.next", message: "Next" })}</Button>}>
          <Stack gap="3">
            <SmartImage src={item.image} sizes="400px" alt="" w="full" borderRadius="l2" aspectRatio={3 / 4} objectFit="cover" />
            <Text fontWeight="semibold">{item.title}</Text>
            <Text color="fg.muted" fontSize="sm">{item.description}</Text>
            {item.url && <LocalLink to={item.url} onClick={() => setOpen(null)}><Text color="brand.fg" fontWeight="medium">{t({ id: "stories.more", message: "Learn more" })}</Text></LocalLink>}
            <Text fontSize="xs" color="fg.muted">{(open?.item ?? 0) + 1} / {story.items.length}</Text>
          </Stack>
        </Modal>
      )}
    </>
  );
}

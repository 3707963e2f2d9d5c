import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Story } from "../../../application/catalogue/catalogue.types";
import { Modal } from "../../kit/modal";
import { LocalLink } from "../../routing/localized";
import { SmartImage } from "../products/smart-image";

type StoryItem = Story["items"][number];

/** One opened story item in a modal; split from StoriesStrip so the modal code loads on first open. */
export default function StoryViewer({
  story,
  item,
  index,
  onNext,
  onClose,
}: {
  story: Story;
  item: StoryItem;
  index: number;
  onNext: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open
      onClose={() => onClose()}
      title={story.title}
      size="sm"
      footer={
        <Button colorPalette="brand" onClick={onNext}>
          {t({ id: "common.next", message: "Next" })}
        </Button>
      }
    >
      <Stack gap="3">
        <SmartImage
          src={item.image}
          sizes="400px"
          alt=""
          w="full"
          borderRadius="l2"
          aspectRatio={3 / 4}
          objectFit="cover"
        />
        <Text fontWeight="semibold">{item.title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {item.description}
        </Text>
        {item.url && (
          <LocalLink to={item.url} onClick={() => onClose()}>
            <Text color="brand.fg" fontWeight="medium">
              {t({ id: "stories.more", message: "Learn more" })}
            </Text>
          </LocalLink>
        )}
        <Text fontSize="xs" color="fg.muted">
          {index + 1} / {story.items.length}
        </Text>
      </Stack>
    </Modal>
  );
}

import { AspectRatio, Box, chakra, Grid, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../application/app/deps";
import type { VideoLesson } from "../../../application/support/support.types";
import { PlayIcon } from "../../layout/icons";
import { SupportLoadError, SupportLoading, SupportNotice } from "./support-states";

/** A cover with a play mark; a lesson without a cover shows a tinted frame. */
export function VideoCover({ src }: { src: string | null }) {
  return (
    <AspectRatio ratio={16 / 9} w="full">
      <Box position="relative" borderRadius="l2" overflow="hidden" bg="bg.emphasized">
        {src && <Image src={src} alt="" w="full" h="full" objectFit="cover" />}
        <Box
          position="absolute"
          boxSize="12"
          borderRadius="full"
          bg="blackAlpha.600"
          color="white"
          display="grid"
          placeItems="center"
          aria-hidden
        >
          <PlayIcon boxSize="5" ms="0.5" />
        </Box>
      </Box>
    </AspectRatio>
  );
}

/** The lessons as a grid of covers; choosing one opens the player (`onOpen`). */
export function VideoLessons({
  lessons,
  onOpen,
}: {
  lessons: readonly VideoLesson[];
  onOpen: (lesson: VideoLesson) => void;
}) {
  return (
    <Grid
      as="ul"
      templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
      gap="4"
      listStyleType="none"
      m="0"
      p="0"
      data-testid="video-lessons"
    >
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <chakra.button
            type="button"
            w="full"
            textAlign="start"
            display="flex"
            flexDirection="column"
            gap="2"
            p="1"
            borderRadius="l3"
            cursor="pointer"
            aria-haspopup="dialog"
            _hover={{ color: "brand.fg" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
            onClick={() => onOpen(lesson)}
            data-testid="video-lesson"
          >
            <VideoCover src={lesson.cover} />
            <Text fontWeight="medium" px="1" lineClamp={2}>
              {lesson.title}
            </Text>
          </chakra.button>
        </li>
      ))}
    </Grid>
  );
}

/** The lessons as they stand: on their way, failed, none, or the grid. */
export function LessonsView({
  status,
  lessons,
  onOpen,
  onRetry,
}: {
  status: LoadStatus;
  lessons: readonly VideoLesson[];
  onOpen: (lesson: VideoLesson) => void;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (status === "error")
    return (
      <SupportLoadError
        testId="lessons-error"
        text={t({
          id: "support.videos.error",
          message: "Could not load the video lessons. Check the connection.",
        })}
        onRetry={onRetry}
      />
    );
  if (lessons.length === 0 && status !== "ready")
    return (
      <SupportLoading
        testId="lessons-loading"
        rows={2}
        height="40"
        label={t({ id: "support.videos.loading", message: "Loading the video lessons" })}
      />
    );
  if (lessons.length === 0)
    return (
      <SupportNotice
        testId="lessons-empty"
        title={t({ id: "support.videos.empty", message: "No video lessons yet" })}
      />
    );
  return <VideoLessons lessons={lessons} onOpen={onOpen} />;
}

import { AspectRatio, Box, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, type RefObject } from "react";
import type { VideoLesson } from "../../../application/support/support.types";
import { videoSourceOf } from "../../../application/support/video-source";
import { Modal } from "../../kit/modal";

/**
 * A lesson in a dialog (Escape or the close button shut it, the focus stays inside): a video file in the
 * browser's own player, a YouTube link in YouTube's embedded one
 * (docs/decisions/0010-video-lessons-player.md, application/support/video-source.ts). Nothing plays before
 * the shopper presses play, so opening a lesson costs no mobile data.
 */
export function VideoPlayer({ lesson, onClose }: { lesson: VideoLesson | null; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  return (
    <Modal
      open={lesson !== null}
      onClose={onClose}
      title={lesson?.title ?? ""}
      size="xl"
      initialFocusEl={() => video.current}
    >
      {lesson && <PlayerBody lesson={lesson} videoRef={video} />}
    </Modal>
  );
}

// The whole picture fits the window's height too: the dialog's header and paddings take about 16rem, so a
// short (landscape) window narrows the frame instead of scrolling the video out of the dialog.
const FRAME = {
  ratio: 16 / 9,
  w: "full",
  maxW: "calc((100dvh - 16rem) * 16 / 9)",
  mx: "auto",
  bg: "black",
  borderRadius: "l2",
  overflow: "hidden",
} as const;

function PlayerBody({
  lesson,
  videoRef,
}: {
  lesson: VideoLesson;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useLingui();
  const source = videoSourceOf(lesson.video);
  if (source.kind === "file") {
    return (
      <AspectRatio {...FRAME}>
        <video
          ref={videoRef}
          src={source.src}
          poster={lesson.cover ?? undefined}
          controls
          playsInline
          preload="none"
          data-testid="video-file"
        >
          {t({ id: "support.video.unsupported", message: "Your browser cannot play this video." })}
        </video>
      </AspectRatio>
    );
  }
  if (source.kind === "youtube") {
    return (
      <AspectRatio {...FRAME}>
        <iframe
          src={source.embed}
          title={lesson.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-youtube"
        />
      </AspectRatio>
    );
  }
  return (
    <Stack gap="3" pb="2" data-testid="video-elsewhere">
      <Text>
        {source.kind === "link"
          ? t({ id: "support.video.elsewhere", message: "This lesson plays on another site." })
          : t({ id: "support.video.unavailable", message: "This lesson cannot be played now." })}
      </Text>
      {source.kind === "link" && (
        <Box>
          <Link
            href={source.href}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            fontWeight="medium"
          >
            {t({ id: "support.video.openElsewhere", message: "Watch it there (opens in a new tab)" })}
          </Link>
        </Box>
      )}
    </Stack>
  );
}

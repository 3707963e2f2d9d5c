import { Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, useState } from "react";
import { $language } from "../../../application/app/app.model";
import type { VideoLesson } from "../../../application/support/support.types";
import {
  $lessons,
  $lessonsStatus,
  $streams,
  $streamsStatus,
  videosOpened,
} from "../../../application/support/videos.model";
import { StreamsView } from "./live-streams";
import { LessonsView } from "./video-lessons";
import { VideoPlayer } from "./video-player";

/** /profile/vedio: the video lessons with their player, and the live stream. */
export function VideosSection() {
  const { t } = useLingui();
  const state = useUnit({
    language: $language,
    lessons: $lessons,
    lessonsStatus: $lessonsStatus,
    streams: $streams,
    streamsStatus: $streamsStatus,
  });
  const opened = useUnit(videosOpened);
  const [playing, setPlaying] = useState<VideoLesson | null>(null);
  useEffect(() => opened(), [opened, state.language]);
  return (
    <Stack gap="10" data-testid="videos-section">
      <Stack as="section" gap="3" data-testid="videos-live">
        <Heading as="h2" size="lg">
          {t({ id: "support.live.title", message: "Live stream" })}
        </Heading>
        <StreamsView status={state.streamsStatus} streams={state.streams} onRetry={opened} />
      </Stack>
      <Stack as="section" gap="3" data-testid="videos-lessons">
        <Heading as="h2" size="lg">
          {t({ id: "support.videos.title", message: "Lessons" })}
        </Heading>
        <LessonsView
          status={state.lessonsStatus}
          lessons={state.lessons}
          onOpen={setPlaying}
          onRetry={opened}
        />
      </Stack>
      <VideoPlayer lesson={playing} onClose={() => setPlaying(null)} />
    </Stack>
  );
}

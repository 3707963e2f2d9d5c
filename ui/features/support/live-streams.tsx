import { Badge, Box, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../application/app/deps";
import type { LiveStream } from "../../../application/support/support.types";
import { Button } from "../../kit/button";
import { SupportLoadError, SupportLoading, SupportNotice } from "./support-states";
import { VideoCover } from "./video-lessons";

/** The live stream: its cover and title, and a button that opens it where it plays, in a new tab. */
export function LiveStreams({ streams }: { streams: readonly LiveStream[] }) {
  const { t } = useLingui();
  return (
    <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" data-testid="live-streams">
      {streams.map((stream) => (
        <Stack
          as="li"
          key={stream.id}
          direction={{ base: "column", sm: "row" }}
          gap="4"
          p="3"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          align={{ base: "stretch", sm: "center" }}
        >
          <Box w={{ base: "full", sm: "56" }} flexShrink={0} position="relative">
            {/* The cover opens the stream too; the button under it is the named link. */}
            <a href={stream.link} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
              <VideoCover src={stream.cover} />
            </a>
            <Badge position="absolute" top="2" insetStart="2" colorPalette="red" variant="solid">
              {t({ id: "support.live.badge", message: "Live" })}
            </Badge>
          </Box>
          <Stack gap="3" flex="1" minW="0" align="flex-start">
            <Text fontWeight="semibold" fontSize="lg">
              {stream.title}
            </Text>
            <Button asChild minH="11">
              <a href={stream.link} target="_blank" rel="noopener noreferrer" data-testid="live-open">
                {t({ id: "support.live.watch", message: "Watch the stream" })}
                <VisuallyHidden>
                  {t({ id: "support.newTab", message: "(opens in a new tab)" })}
                </VisuallyHidden>
              </a>
            </Button>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** The live stream as it stands: on its way, failed, none now, or the stream. */
export function StreamsView({
  status,
  streams,
  onRetry,
}: {
  status: LoadStatus;
  streams: readonly LiveStream[];
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (status === "error")
    return (
      <SupportLoadError
        testId="live-error"
        text={t({
          id: "support.live.error",
          message: "Could not load the live stream. Check the connection.",
        })}
        onRetry={onRetry}
      />
    );
  if (streams.length === 0 && status !== "ready")
    return (
      <SupportLoading
        testId="live-loading"
        rows={1}
        height="32"
        label={t({ id: "support.live.loading", message: "Loading the live stream" })}
      />
    );
  if (streams.length === 0)
    return (
      <SupportNotice
        testId="live-empty"
        title={t({ id: "support.live.empty", message: "No live stream right now" })}
        text={t({ id: "support.live.emptyText", message: "Streams are announced in our Telegram channel." })}
      />
    );
  return <LiveStreams streams={streams} />;
}

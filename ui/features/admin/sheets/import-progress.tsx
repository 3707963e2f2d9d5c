import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatCount } from "../../../../domain/money";
import { useId } from "react";
import { importPercent, type ImportJob } from "../../../../application/admin/sections/sheets.types";

/**
 * A job from upload to its end: a bar of the rows applied (moving without a figure while they are counted),
 * the products made and changed, and why it stopped when it failed.
 */
export function ImportProgress({
  job,
  refusal,
  onRetry,
}: {
  job: ImportJob;
  /** The last poll failed (words already translated): the bar stops until asked again. */
  refusal: string | null;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const n = formatCount;
  const percent = importPercent(job);
  const { fileName } = job;
  const title = {
    queued: t({ id: "admin.import.queued", message: `Preparing ${fileName}…` }),
    running: t({ id: "admin.import.running", message: `Importing ${fileName}…` }),
    done: t({ id: "admin.import.done", message: `${fileName} is imported` }),
    failed: t({ id: "admin.import.failed", message: `${fileName} stopped part-way` }),
  }[job.state];
  const processed = n(job.processed);
  const total = job.total === null ? null : n(job.total);
  const created = n(job.created);
  const updated = n(job.updated);
  const errors = n(job.errorCount);
  const palette = job.state === "failed" ? "red" : job.state === "done" ? "green" : "brand";
  return (
    <Stack
      as="section"
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: "4", md: "5" }}
      aria-labelledby={titleId}
      data-testid="import-progress"
      data-state={job.state}
    >
      <Heading as="h2" size="lg" id={titleId} wordBreak="break-word">
        {title}
      </Heading>
      <ProgressBar
        percent={percent}
        color={`${palette}.solid`}
        label={t({ id: "admin.import.progressLabel", message: "Rows applied" })}
      />
      <Text aria-live="polite" data-testid="import-processed">
        {total === null
          ? t({ id: "admin.import.counting", message: "Counting the rows…" })
          : t({ id: "admin.import.processed", message: `${processed} of ${total} rows` })}
        {/* A no-break space: on a phone the sign never goes down a line without its figure. */}
        {percent !== null && ` (${percent}\u00A0%)`}
      </Text>
      <Flex as="dl" gap={{ base: "3", md: "8" }} wrap="wrap">
        <Count label={t({ id: "admin.import.created", message: "Made" })} value={created} testId="created" />
        <Count
          label={t({ id: "admin.import.updated", message: "Changed" })}
          value={updated}
          testId="updated"
        />
        <Count
          label={t({ id: "admin.import.errors", message: "Refused rows" })}
          value={errors}
          testId="refused"
        />
      </Flex>
      {job.state === "failed" && job.failure && (
        <Text role="alert" color="fg.error" data-testid="import-failure">
          {job.failure}
        </Text>
      )}
      {refusal && (
        <Stack role="alert" align="start" gap="3">
          <Text color="fg.error">{refusal}</Text>
          <Button variant="outline" minH="11" onClick={onRetry}>
            {t({ id: "admin.retry", message: "Try again" })}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function Count({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box minW="28">
      <Text as="dt" color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Text as="dd" textStyle="2xl" fontWeight="semibold" data-testid={`import-${testId}`}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * The share of rows applied; while the rows are still counted, a pulsing third with no figure. Drawn here
 * rather than with Chakra's Progress, whose recipe the shop's theme leaves out (ui/theme/system.ts).
 */
function ProgressBar({ percent, color, label }: { percent: number | null; color: string; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      h="3"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
      data-testid="import-bar"
    >
      <Box
        h="full"
        w={percent === null ? "1/3" : `${percent}%`}
        bg={color}
        borderRadius="full"
        transition="width 0.4s ease-out"
        animation={percent === null ? "pulse 1.5s ease-in-out infinite" : undefined}
      />
    </Box>
  );
}

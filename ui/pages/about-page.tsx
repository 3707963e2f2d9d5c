import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $statistics, aboutOpened } from "../../application/content/content.model";
import { StatisticsGrid } from "../features/content/statistics-grid";
import { pageLoad } from "../routing/page-load";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";

export const load = pageLoad(aboutOpened);

export default function AboutPage() {
  const { t } = useLingui();
  const statistics = useUnit($statistics);
  usePageLoad(load);
  const title = t({ id: "about.title", message: "About the company" });
  usePageMeta({ title });
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          <Trans id="about.text">
            Qurilish bozori sells building and finishing materials, tools and plumbing to homeowners and
            tradespeople across Uzbekistan, with delivery and pick-up.
          </Trans>
        </Text>
        <StatisticsGrid statistics={statistics} />
      </Stack>
    </Container>
  );
}

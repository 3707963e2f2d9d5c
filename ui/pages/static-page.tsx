import { Container, Heading, Skeleton, Text } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useParams } from "react-router-dom";
import {
  $staticPage,
  $staticPageKey,
  loadStaticPageFx,
  staticPageOpened,
} from "../../application/content/content.model";
import { HtmlContent } from "../features/content/html-content";
import { useLanguage } from "../routing/localized";
import { pageLoad } from "../routing/page-load";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";
import { ErrorView } from "./error-page";

export const load = pageLoad(staticPageOpened, ({ params }) => params.slug || null);

export default function StaticPage() {
  const { slug = "" } = useParams();
  const language = useLanguage();
  const [page, key, pending] = useUnit([$staticPage, $staticPageKey, loadStaticPageFx.pending]);
  usePageLoad(load);
  const loaded = key === `${language}/${slug}` && !pending;
  const missing = loaded && !page;
  usePageMeta(missing ? null : { title: page?.title ?? slug });
  if (missing) return <ErrorView status={404} />;
  return (
    <Container maxW="4xl" py="8">
      {loaded && page ? (
        <>
          <Heading as="h1" size="2xl" mb="2">
            {page.title}
          </Heading>
          {page.subtitle && (
            <Text color="fg.muted" mb="6">
              {page.subtitle}
            </Text>
          )}
          <HtmlContent html={page.body} />
        </>
      ) : (
        <Skeleton h="40" />
      )}
    </Container>
  );
}

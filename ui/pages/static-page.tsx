import { Container, Heading, Skeleton, Text } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useParams } from "react-router-dom";
import { $language } from "../../application/app/app.model";
import {
  $staticPage,
  $staticPageKey,
  loadStaticPageFx,
  staticPageOpened,
} from "../../application/content/content.model";
import { HtmlContent } from "../features/content/html-content";
import { useLanguage } from "../routing/localized";
import { pageLoad, type PageStatus } from "../routing/page-load";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";
import { ErrorView } from "./error-page";

export const load = pageLoad(staticPageOpened, ({ params }) => params.slug || null);

/** A load of this slug in this language settled with no page. */
const isMissing = (slug: string, loadedKey: string, language: string, page: unknown) =>
  loadedKey === `${language}/${slug}` && !page;

// The server asks once the load has settled (nothing is pending).
export const status: PageStatus = (scope, { params }) =>
  isMissing(
    params.slug ?? "",
    scope.getState($staticPageKey),
    scope.getState($language),
    scope.getState($staticPage),
  )
    ? 404
    : 200;

export default function StaticPage() {
  const { slug = "" } = useParams();
  const language = useLanguage();
  const [page, key, pending] = useUnit([$staticPage, $staticPageKey, loadStaticPageFx.pending]);
  usePageLoad(load);
  const loaded = key === `${language}/${slug}` && !pending;
  const missing = isMissing(slug, pending ? "" : key, language, page);
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

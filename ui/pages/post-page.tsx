import { Container, Heading, Image, Skeleton } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useParams } from "react-router-dom";
import { $language } from "../../application/app/app.model";
import { $post, $postKey, loadPostFx, postOpened } from "../../application/content/content.model";
import { HtmlContent } from "../features/content/html-content";
import { useLanguage } from "../routing/localized";
import { pageLoad, type PageStatus } from "../routing/page-load";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";
import { ErrorView } from "./error-page";

const postId = (raw = ""): number | null => (/^\d+$/.test(raw) ? Number(raw) : null);

export const load = pageLoad(postOpened, ({ params }) => postId(params.id));

/** A malformed id, or a load of this id in this language that settled with no post. */
const isMissing = (id: number | null, loadedKey: string, language: string, post: unknown) =>
  id === null || (loadedKey === `${language}/${id}` && !post);

// The server asks once the load has settled (nothing is pending).
export const status: PageStatus = (scope, { params }) =>
  isMissing(postId(params.id), scope.getState($postKey), scope.getState($language), scope.getState($post))
    ? 404
    : 200;

export default function PostPage() {
  const id = postId(useParams().id);
  const language = useLanguage();
  const [post, key, pending] = useUnit([$post, $postKey, loadPostFx.pending]);
  usePageLoad(load);
  const loaded = key === `${language}/${id}` && !pending;
  const missing = isMissing(id, pending ? "" : key, language, post);
  usePageMeta(missing ? null : { title: post?.title ?? "…" });
  if (missing) return <ErrorView status={404} />;
  return (
    <Container maxW="4xl" py="8">
      {loaded && post ? (
        <>
          <Heading as="h1" size="2xl" mb="6">
            {post.title}
          </Heading>
          {post.image && <Image src={post.image} alt="" borderRadius="l3" mb="6" />}
          <HtmlContent html={post.body} />
        </>
      ) : (
        <Skeleton h="40" />
      )}
    </Container>
  );
}

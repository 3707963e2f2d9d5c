import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";
import { useHttpStatus, usePageMeta } from "../seo/page-meta";

export type ErrorStatus = 400 | 404 | 500 | 502 | 504;

/** The error page: each status with its title, text and a back-to-home button (spec section 2). */
export function ErrorView({ status }: { status: ErrorStatus }) {
  const { t } = useLingui();
  useHttpStatus(status);
  const texts: Record<ErrorStatus, { title: string; text: string }> = {
    400: {
      title: t({ id: "error.400.title", message: "Something went wrong" }),
      text: t({ id: "error.400.text", message: "Error in the process. Please try again." }),
    },
    404: {
      title: t({ id: "error.404.title", message: "Page not found" }),
      text: t({ id: "error.404.text", message: "The page does not exist or has been moved." }),
    },
    500: {
      title: t({ id: "error.500.title", message: "Server error" }),
      text: t({
        id: "error.500.text",
        message: "The server could not complete the request. Please try again later.",
      }),
    },
    502: {
      title: t({ id: "error.502.title", message: "Server error" }),
      text: t({
        id: "error.502.text",
        message: "The server is temporarily unavailable. Please try again in a minute.",
      }),
    },
    504: {
      title: t({ id: "error.504.title", message: "Server error" }),
      text: t({ id: "error.504.text", message: "The server took too long to answer. Please try again." }),
    },
  };
  const { title, text } = texts[status];
  usePageMeta({ title });
  return (
    <Container maxW="3xl" py={{ base: "16", md: "24" }} data-testid={`error-${status}`}>
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize={{ base: "6xl", md: "8xl" }} fontWeight="black" color="brand.solid" lineHeight="1">
          {status}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {text}
        </Text>
        <Button asChild colorPalette="brand" size="lg" mt="2">
          <LocalLink to={pathTo("index")}>{t({ id: "error.home", message: "Back to home" })}</LocalLink>
        </Button>
      </Stack>
    </Container>
  );
}

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}

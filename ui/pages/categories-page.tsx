import { Container, Heading, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $categoryTree } from "../../application/layout/layout.model";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";
import { usePageMeta } from "../seo/page-meta";
import { PHONE_TAP_TARGET } from "../kit/tap-target";

export default function CategoriesPage() {
  const { t } = useLingui();
  const tree = useUnit($categoryTree);
  const title = t({ id: "categories.title", message: "All categories" });
  usePageMeta({ title });
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {tree.map((group) => (
          <Stack key={group.id} gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="l3">
            <Link asChild fontWeight="bold" fontSize="lg" {...PHONE_TAP_TARGET}>
              <LocalLink to={pathTo("products-categories-id", { id: group.id })}>{group.title}</LocalLink>
            </Link>
            {group.children.map((c) => (
              <Link
                key={c.id}
                asChild
                color="fg.muted"
                fontSize="sm"
                _hover={{ color: "brand.fg" }}
                {...PHONE_TAP_TARGET}
              >
                <LocalLink to={pathTo("products-categories-id", { id: c.id })}>{c.title}</LocalLink>
              </Link>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}

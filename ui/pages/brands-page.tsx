import { Container, Heading } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $brands, brandsOpened } from "../../application/content/content.model";
import { BrandStrip } from "../features/home/brand-strip";
import { pageLoad } from "../routing/page-load";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";

export const load = pageLoad(brandsOpened);

export default function BrandsPage() {
  const { t } = useLingui();
  const brands = useUnit($brands);
  usePageLoad(load);
  const title = t({ id: "brands.title", message: "Brands" });
  usePageMeta({ title });
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <BrandStrip brands={brands} />
    </Container>
  );
}

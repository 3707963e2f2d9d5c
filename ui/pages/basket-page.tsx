import { Button, Container, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import {
  $basketFailed,
  $basketLines,
  $changingProduct,
  amountChosen,
  basketOpened,
  likeToggled,
} from "../../application/basket/basket.model";
import { useBasketToasts } from "../features/basket/use-basket-toasts";
import { $savedPage, $savedStatus, savedOpened } from "../../application/saved/saved.model";
import { BasketLineRow } from "../features/basket/basket-line";
import { BasketSummary } from "../features/basket/basket-summary";
import { Pager } from "../features/catalogue/pager";
import { ProductGrid } from "../features/products/product-grid";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";
import { usePageMeta } from "../seo/page-meta";

function EmptyState({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <Stack align="center" gap="4" py="12" textAlign="center">
      <Text color="fg.muted" data-testid="basket-empty">
        {text}
      </Text>
      <Button asChild colorPalette="brand">
        <LocalLink to={pathTo("products")}>
          {t({ id: "basket.toCatalogue", message: "Go to the catalogue" })}
        </LocalLink>
      </Button>
    </Stack>
  );
}

function Basket() {
  const { t } = useLingui();
  const [lines, failed, changing, choose, opened] = useUnit([
    $basketLines,
    $basketFailed,
    $changingProduct,
    amountChosen,
    basketOpened,
  ]);
  useBasketToasts();
  useEffect(() => {
    opened();
  }, [opened]);
  if (failed && !lines) {
    return (
      <Stack align="center" gap="3" py="8" role="alert">
        <Text color="fg.error">
          {t({ id: "common.loadError", message: "Could not load. Please try again." })}
        </Text>
        <Button variant="outline" onClick={() => opened()}>
          {t({ id: "common.retry", message: "Try again" })}
        </Button>
      </Stack>
    );
  }
  if (!lines) {
    return (
      <Stack gap="4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="28" borderRadius="l3" />
        ))}
      </Stack>
    );
  }
  if (lines.length === 0)
    return <EmptyState text={t({ id: "basket.empty", message: "Your basket is empty" })} />;
  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
      gap="8"
      alignItems="start"
    >
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {lines.map((line) => (
          <BasketLineRow
            key={line.product.id}
            line={line}
            busy={changing === line.product.id}
            onAmount={(amount) => choose({ productId: line.product.id, amount })}
          />
        ))}
      </Stack>
      <BasketSummary lines={lines} />
    </Grid>
  );
}

function Saved() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [data, status, opened, toggleLike] = useUnit([$savedPage, $savedStatus, savedOpened, likeToggled]);
  useEffect(() => {
    opened(page);
  }, [opened, page]);
  if (status !== "pending" && status !== "idle" && status !== "error" && data.total === 0) {
    return <EmptyState text={t({ id: "saved.empty", message: "You have not saved any products yet" })} />;
  }
  return (
    <Stack gap="6">
      <ProductGrid
        products={data.results}
        loading={status === "pending" || status === "idle"}
        error={status === "error"}
        skeletons={4}
        actionFor={({ id, title }) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => toggleLike({ productId: id, liked: false })}
            aria-label={t({ id: "saved.removeOne", message: `Remove ${title} from saved` })}
          >
            {t({ id: "saved.remove", message: "Remove from saved" })}
          </Button>
        )}
      />
      <Pager
        page={page}
        totalPages={data.totalPages}
        hrefFor={(p) => `?page=${p}`}
        onPick={(p) => setParams({ page: String(p) })}
      />
    </Stack>
  );
}

/**
 * The basket and the saved products: this browser's (or its signed-in user's), loaded after the page paints.
 */
export default function BasketPage({ kind }: { kind: "basket" | "saved" }) {
  const { t } = useLingui();
  const title =
    kind === "basket"
      ? t({ id: "basket.title", message: "Basket" })
      : t({ id: "saved.title", message: "Saved products" });
  usePageMeta({ title });
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {kind === "basket" ? <Basket /> : <Saved />}
      </Stack>
    </Container>
  );
}

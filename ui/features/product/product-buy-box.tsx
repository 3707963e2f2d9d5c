import { Button, DataList, HStack, IconButton, Link, Stack, Text, Wrap } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useState } from "react";
import {
  $basketLines,
  $changingProduct,
  amountChosen,
  likeToggled,
} from "../../../application/basket/basket.model";
import { showToast } from "../../kit/toast";
import { useBasketToasts } from "../basket/use-basket-toasts";
import type { ProductDetail } from "../../../application/catalogue/catalogue.types";
import { LabelBadge } from "../../kit/badge";
import { BasketIcon, HeartIcon } from "../../kit/icons";
import { Price } from "../../kit/price";
import { ShareIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { Stars } from "./rating-breakdown";
import { PHONE_TAP_TARGET } from "../../kit/tap-target";

const toastSuccess = (message: string) => showToast("success", message);

/** Every attribute of spec section 2 that the product has. */
export function productFacts(
  p: ProductDetail,
  t: (d: { id: string; message: string }) => string,
): { label: string; value: string }[] {
  const facts: { label: string; value: string | null | undefined }[] = [
    { label: t({ id: "product.brand", message: "Brand" }), value: p.brand?.title },
    { label: t({ id: "product.year", message: "Release year" }), value: p.year?.toString() },
    { label: t({ id: "product.country", message: "Country of origin" }), value: p.country },
    { label: t({ id: "product.audience", message: "Target audience" }), value: p.audience },
    {
      label: t({ id: "product.weight", message: "Net weight" }),
      value: p.weight ? `${p.weight} ${t({ id: "unit.kg", message: "kg" })}` : null,
    },
    {
      label: t({ id: "product.capacity", message: "Capacity" }),
      value: p.unitValue ? `${p.unitValue} ${p.unit ?? ""}`.trim() : null,
    },
    { label: t({ id: "product.category", message: "Category" }), value: p.category?.title },
  ];
  return facts.filter((f): f is { label: string; value: string } => Boolean(f.value));
}

/** Title, rating, price in so'm with the discount, stock, variants, share, favourite and add to basket. */
export function ProductBuyBox({ product, currentSlug }: { product: ProductDetail; currentSlug: string }) {
  const { t } = useLingui();
  const [liked, setLiked] = useState(product.isLiked);
  // The server's page shows every heart empty (decision 0028); the browser learns the visitor's own after
  // hydration and the heart fills in then.
  const [shownLiked, setShownLiked] = useState(product.isLiked);
  if (shownLiked !== product.isLiked) {
    setShownLiked(product.isLiked);
    setLiked(product.isLiked);
  }
  const [lines, changing, choose, toggleLike] = useUnit([
    $basketLines,
    $changingProduct,
    amountChosen,
    likeToggled,
  ]);
  const inBasket = lines?.find((line) => line.product.id === product.id)?.amount ?? 0;
  useBasketToasts(product.id);
  const inStock = product.stock > 0;
  const stock = product.stock;
  const count = product.commentCount;
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: product.title, url });
      else {
        await navigator.clipboard.writeText(url);
        toastSuccess(t({ id: "product.copied", message: "Link copied" }));
      }
    } catch {
      /* the visitor closed the share sheet */
    }
  };
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Text
          as="h1"
          fontSize={{ base: "xl", md: "2xl" }}
          fontWeight="bold"
          lineHeight="short"
          data-testid="product-title"
        >
          {product.title}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted">
          <Stars value={product.rate} />
          <Text>{product.rate.toFixed(1)}</Text>
          <Text>· {t({ id: "product.reviews.count", message: `${count} reviews` })}</Text>
        </HStack>
      </Stack>
      <Price value={product.price} oldValue={product.oldPrice} size="lg" data-testid="product-price" />
      <HStack>
        {inStock ? <LabelBadge kind="inStock" /> : <LabelBadge kind="outOfStock" />}
        {inStock && (
          <Text fontSize="sm" color="fg.muted">
            {t({ id: "product.stock", message: `${stock} left` })}
          </Text>
        )}
      </HStack>
      {product.variants.length > 1 && (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            <Trans id="product.variants">Variants</Trans>
          </Text>
          <Wrap gap="2">
            {product.variants.map((v) => (
              <Button
                key={v.slug}
                asChild
                size="sm"
                variant={v.slug === currentSlug ? "solid" : "outline"}
                colorPalette={v.slug === currentSlug ? "brand" : "gray"}
              >
                <LocalLink to={pathTo("products-slug", { slug: v.slug })}>{v.label}</LocalLink>
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
      <HStack gap="2">
        {inBasket > 0 ? (
          <Button
            asChild
            colorPalette="brand"
            variant="outline"
            size="lg"
            flex="1"
            data-testid="add-to-basket"
          >
            <LocalLink to={pathTo("basket")}>
              <BasketIcon />
              <Trans id="product.inBasketCount">In the basket: {inBasket}</Trans>
            </LocalLink>
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            size="lg"
            flex="1"
            disabled={!inStock}
            loading={changing === product.id}
            data-testid="add-to-basket"
            onClick={() => choose({ productId: product.id, amount: 1 })}
          >
            <BasketIcon />
            <Trans id="product.addToBasket">Add to basket</Trans>
          </Button>
        )}
        <IconButton
          size="lg"
          variant="outline"
          aria-pressed={liked}
          aria-label={
            liked
              ? t({ id: "product.unlike", message: "Remove from saved" })
              : t({ id: "product.like", message: "Add to saved" })
          }
          color={liked ? "red.500" : undefined}
          css={{ "& svg": { transition: "fill 0.2s" } }}
          onClick={() => {
            setLiked(!liked);
            toggleLike({ productId: product.id, liked: !liked });
            if (!liked) toastSuccess(t({ id: "product.liked", message: "Added to favourites" }));
          }}
        >
          <HeartIcon fill={liked ? "currentColor" : "none"} />
        </IconButton>
        <IconButton
          size="lg"
          variant="outline"
          aria-label={t({ id: "product.share", message: "Share" })}
          onClick={share}
        >
          <ShareIcon />
        </IconButton>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" data-testid="product-facts">
        {productFacts(product, t).map((f) => (
          <DataList.Item key={f.label}>
            <DataList.ItemLabel minW="40">{f.label}</DataList.ItemLabel>
            <DataList.ItemValue>
              {f.label === t({ id: "product.category", message: "Category" }) && product.category ? (
                <Link asChild color="brand.fg" {...PHONE_TAP_TARGET}>
                  <LocalLink to={`${pathTo("products")}?sections=${product.category.id}`}>
                    {f.value}
                  </LocalLink>
                </Link>
              ) : (
                f.value
              )}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

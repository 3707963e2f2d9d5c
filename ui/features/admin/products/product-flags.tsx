import { Badge, chakra, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { AdminProduct } from "../../../../application/admin/sections/products.types";
import { useEditorTexts } from "./product-editor-texts";

/**
 * A product's name in the list: a button opening its editor when there is one, with the flags staff act on
 * (hidden from the shop, a translation missing).
 */
export function ProductTitle({
  product,
  onOpen,
}: {
  product: AdminProduct;
  onOpen?: ((p: AdminProduct) => void) | undefined;
}) {
  const { t } = useLingui();
  const texts = useEditorTexts();
  const { title } = product;
  const missing = product.missing ?? [];
  return (
    <Flex gap="1.5" align="center" wrap="wrap">
      {onOpen ? (
        // A bare button, not Chakra's: a long name wraps within its column instead of running into the next.
        <chakra.button
          type="button"
          textAlign="start"
          fontWeight="semibold"
          color="brand.fg"
          textDecoration="underline"
          textUnderlineOffset="3px"
          cursor="pointer"
          borderRadius="l1"
          // Finger-sized on a phone's card; the table's row is tall enough already.
          display="inline-block"
          py={{ base: "2.5", md: "0" }}
          overflowWrap="anywhere"
          _hover={{ textDecorationThickness: "2px" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.500", outlineOffset: "2px" }}
          aria-label={t({ id: "admin.productEditor.openOf", message: `Open the product ${title}` })}
          onClick={() => onOpen(product)}
        >
          {title}
        </chakra.button>
      ) : (
        <Text fontWeight="semibold">{title}</Text>
      )}
      {product.visible === false && (
        <Badge colorPalette="gray" variant="solid" data-testid="flag-hidden">
          {texts.hidden}
        </Badge>
      )}
      {missing.length > 0 && (
        <Badge
          colorPalette="orange"
          variant="subtle"
          title={missing.map((l) => texts.language[l]).join(", ")}
          data-testid="flag-missing"
        >
          {texts.needsTranslation}
        </Badge>
      )}
    </Flex>
  );
}

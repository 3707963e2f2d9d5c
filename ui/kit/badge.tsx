import { Badge, VisuallyHidden, type BadgeProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** The header badges show at most two digits: 0 hides the badge, anything above 99 reads "99+". */
export const COUNT_BADGE_MAX = 99;

export function formatCount(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : String(Math.floor(count));
}

export interface CountBadgeProps extends Omit<BadgeProps, "children"> {
  count: number;
  /** Pins the badge to the top-right corner of a relatively positioned parent (an icon button). */
  floating?: boolean;
}

/**
 * The number on the header's basket and saved icons. It is decoration for sighted users: the icon button that
 * holds it carries the count in its own accessible name, so the badge is hidden from assistive technology.
 */
export function CountBadge({ count, floating = false, ...rest }: CountBadgeProps) {
  const text = formatCount(count);
  if (text === null) return null;
  return (
    <Badge
      aria-hidden
      data-count={text}
      variant="solid"
      colorPalette="brand"
      borderRadius="full"
      minW="18px"
      h="18px"
      px="1"
      justifyContent="center"
      fontSize="11px"
      fontWeight="bold"
      lineHeight="1"
      fontVariantNumeric="tabular-nums"
      pointerEvents="none"
      // Floating, it hangs off the icon's top-right corner, over the button's edge rather than the drawing: a
      // badge on the heart or cart hid what the button is.
      {...(floating && {
        position: "absolute",
        top: "-7px",
        insetEnd: "-7px",
        borderWidth: "2px",
        borderColor: "bg",
        boxSizing: "content-box",
      })}
      {...rest}
    >
      {text}
    </Badge>
  );
}

export type LabelBadgeKind = "discount" | "new" | "inStock" | "outOfStock";

export interface LabelBadgeProps extends Omit<BadgeProps, "children"> {
  kind: LabelBadgeKind;
  /** For kind "discount": the whole percent shown as "−15%". */
  percent?: number | undefined;
}

const looks: Record<LabelBadgeKind, Pick<BadgeProps, "variant" | "colorPalette">> = {
  discount: { variant: "solid", colorPalette: "red" },
  new: { variant: "solid", colorPalette: "brand" },
  inStock: { variant: "subtle", colorPalette: "green" },
  outOfStock: { variant: "subtle", colorPalette: "gray" },
};

/** A product label: discount, new, in stock or out of stock. */
export function LabelBadge({ kind, percent, ...rest }: LabelBadgeProps) {
  const { t } = useLingui();
  const discount = t({ id: "kit.badge.discount", message: "Sale" });
  const text: Record<LabelBadgeKind, string> = {
    discount,
    new: t({ id: "kit.badge.new", message: "New" }),
    inStock: t({ id: "kit.badge.inStock", message: "In stock" }),
    outOfStock: t({ id: "kit.badge.outOfStock", message: "Out of stock" }),
  };
  const showPercent = kind === "discount" && percent !== undefined && percent > 0;
  return (
    <Badge data-kind={kind} size="md" fontWeight="semibold" borderRadius="l1" {...looks[kind]} {...rest}>
      {showPercent ? (
        <>
          <VisuallyHidden>{discount} </VisuallyHidden>
          {`\u2212${Math.round(percent)}%`}
        </>
      ) : (
        text[kind]
      )}
    </Badge>
  );
}

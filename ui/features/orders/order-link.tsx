import type { AnchorHTMLAttributes, ComponentType, Ref } from "react";

/** What an order component hands to its link element: an anchor's props, with the target always set. */
export type OrderAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The element an order component draws its links with. The components never import the router: the page
 * passes one that navigates in place (router-link.tsx), and a story keeps the plain anchor.
 */
export type LinkComponent = ComponentType<OrderAnchorProps>;

export function PlainAnchor({ ref, ...rest }: OrderAnchorProps) {
  return <a ref={ref} {...rest} />;
}

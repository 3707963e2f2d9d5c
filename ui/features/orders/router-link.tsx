import { LocalLink } from "../../routing/localized";
import type { OrderAnchorProps } from "./order-link";

/** The order components' links for the pages: `href` is written unprefixed and keeps the page's language. */
export function RouterLink({ href, ref, ...rest }: OrderAnchorProps) {
  return <LocalLink ref={ref} to={href} {...rest} />;
}

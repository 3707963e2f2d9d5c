import { Link, type LinkProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { mapLink, type Contacts } from "../../application/content/content.types";

/** The shop's address as a link to the map search at its coordinates, opened in a new tab. */
export function AddressLink({
  contacts,
  children,
  ...look
}: { contacts: Contacts; children?: ReactNode } & Omit<LinkProps, "href" | "children">) {
  return (
    <Link href={mapLink(contacts)} target="_blank" rel="noopener noreferrer" color="fg.muted" {...look}>
      {children ?? contacts.address}
    </Link>
  );
}

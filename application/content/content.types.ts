export interface Contacts {
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly workFrom: string;
  readonly workTo: string;
  readonly telegram: string;
  readonly instagram: string;
  readonly facebook: string;
}

export interface FooterColumn {
  readonly title: string;
  readonly items: readonly { readonly title: string; readonly path: string }[];
}

export interface StaticPage {
  readonly title: string;
  readonly subtitle: string;
  readonly body: string;
}

export interface Post {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly image: string | null;
}

export interface Statistics {
  readonly users: number;
  readonly categories: number;
  readonly orders: number;
  readonly products: number;
}

export interface Feedback {
  readonly name: string;
  readonly text: string;
  readonly phone?: string;
}

/** Shop coordinates and a map search link at zoom 18 (spec section 2). */
export function mapLink(contacts: Pick<Contacts, "latitude" | "longitude">): string {
  return `https://yandex.uz/maps/?ll=${contacts.longitude},${contacts.latitude}&z=18&pt=${contacts.longitude},${contacts.latitude}`;
}

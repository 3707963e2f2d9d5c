/** A registry path as Fastify spells it: "products/detail/{slug}/" -> "/api/v1/products/detail/:slug/". */
export const routePath = (path: string) => `/api/v1/${path.replace(/\{(\w+)\}/g, ":$1")}`;

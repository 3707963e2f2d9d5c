// The /api/v1 wire shapes, shared by the storefront and the server.
export * from "./common.ts";
export * from "./accounts.ts";
export * from "./product.ts";
export * from "./catalogue.ts";
export * from "./basket.ts";
export * from "./orders.ts";
export * from "./delivery.ts";
export * from "./cards.ts";
export * from "./content.ts";
export * from "./support.ts";
export * from "./loyalty.ts";
export * from "./endpoints.ts";

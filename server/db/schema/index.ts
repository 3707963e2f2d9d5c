export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./accounts.ts";

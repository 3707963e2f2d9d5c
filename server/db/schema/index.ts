export * from "./catalogue.ts";
export * from "./content.ts";

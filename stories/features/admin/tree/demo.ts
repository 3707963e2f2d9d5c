import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { placed, type BrandQuery } from "../../../../application/admin/sections/tree.types";
import { createI18n } from "../../../../ui/i18n/create-i18n";
import { STALE_MOVE } from "../../../../ui/features/admin/tree/stale-move";
import { localeOf } from "../demo";

// The tree's demo data is the fake back office's (adapters/fake/fake-admin-tree.ts): two sections,
// Строительные смеси (1: Цемент 11, Штукатурка 12 with Гипсовая штукатурка 121) and Инструменты (2: Дрели
// 21, still without Uzbek titles); five brands by name, Shurtan Gips without a logo.

/** The fake's tree as the list shows it, each category with its depth. */
export const demoCategories = async (options: FakeAdminOptions = {}) =>
  placed(await new FakeAdminGateway({ caller: "admin", ...options }).tree.categories());

/** A page of the fake's brands. */
export const demoBrands = (options: FakeAdminOptions = {}, query: BrandQuery = { search: "", page: 1 }) =>
  new FakeAdminGateway({ caller: "admin", ...options }).tree.brands(query);

/** What the list says when the server refuses a move (someone else reordered the siblings meanwhile). */
export const moveRefusedText = (locale: unknown) => createI18n(localeOf(locale))._(STALE_MOVE);

import type { FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { DEMO_IMPORT_JOBS } from "../../../../adapters/fake/fake-admin-sheets";
import type { ImportJob } from "../../../../application/admin/sections/sheets.types";
import { refusalOf, Refused } from "../../../../application/shared/refusal";
import { createI18n } from "../../../../ui/i18n/create-i18n";
import { refusalText } from "../../../../ui/i18n/refusal-text";
import { localeOf } from "../demo";

// The spreadsheets' demo data is the fake back office's (adapters/fake/fake-admin-sheets.ts): job 1 done with
// eight refused rows of 120, 2 done with 45 of 3 000, 3 stopped at 800 of 2 000, 4 running at 12 400 of
// 30 000 and never moving, 5 still counting its rows. An upload becomes job 100 and up, a quarter of its rows
// applied at each poll.

/** An admin: the one role with catalogue.edit. */
export const ADMIN: FakeAdminOptions = { caller: "admin" };

/** One of the fake's jobs (1 to 5). */
export function demoJob(id: number): ImportJob {
  const job = DEMO_IMPORT_JOBS.find((j) => j.id === id);
  if (!job) throw new Error(`No demo job ${id}`);
  return job;
}

/**
 * A job whose words and figures do not fit a phone's line as they are: a file name without spaces, over a
 * million rows, under way.
 */
export const LONG_JOB: ImportJob = {
  ...demoJob(4),
  id: 7,
  fileName: "prays-list_2026-noyabr_Toshkent-Sergeli-ombori_qurilish-mollari_yakuniy-versiya-v12.xlsx",
  total: 1_250_000,
  processed: 987_654,
  created: 912_300,
  updated: 75_354,
  errorCount: 1_204,
};

/**
 * A count as the page should write it in every language of the shop: thousands grouped with a no-break
 * space ("12 400"), as Russian and both Uzbek scripts write them; never Serbian's "12.400" (`sr` is the
 * shop's code for Uzbek Latin) nor "12,400", whose comma an Uzbek reader takes for a decimal one.
 */
export const countIn = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00A0");

/** What the page says when the server is down (500 without words), in the story's language. */
export const downText = (locale: unknown) =>
  refusalText(createI18n(localeOf(locale)), refusalOf(new Refused(500, "")));

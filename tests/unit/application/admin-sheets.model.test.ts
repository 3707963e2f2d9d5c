import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  $catalogueStart,
  $catalogueStartStatus,
  catalogueStartOpened,
  isEmptyShop,
} from "../../../application/admin/sections/catalogue-start.model";
import {
  $downloading,
  $downloadRefusal,
  $following,
  $importJob,
  $jobRefusal,
  $uploading,
  $uploadRefusal,
  downloadFx,
  importLeft,
  jobFollowed,
  pollPauseFx,
  uploadRequested,
} from "../../../application/admin/sections/sheets.model";
import {
  importPercent,
  NO_SHEET_FILTER,
  type ImportJob,
} from "../../../application/admin/sections/sheets.types";

/** The fake back office, polled without pauses; `pauses` counts them. */
function setup(options: FakeAdminOptions = {}, pause: (id: number) => Promise<number> = async (id) => id) {
  // The same options object, so a test can take the server down half-way.
  options.caller ??= "admin";
  const fake = new FakeAdminGateway(options);
  const pauses: number[] = [];
  const scope = fork({
    values: [[$adminGateway, fake]],
    handlers: [
      [
        pollPauseFx,
        (id: number) => {
          pauses.push(id);
          return pause(id);
        },
      ],
    ],
  });
  return { fake, scope, pauses };
}

const csv = (name = "tovary.csv") => new File(["sku;price\nA-1;100"], name, { type: "text/csv" });

describe("the import page's model", () => {
  it("uploads a file and polls its job until it is done, keeping every step's numbers", async () => {
    const { scope, fake, pauses } = setup({ sheets: { rows: 400, outcome: "errors" } });
    await allSettled(uploadRequested, { scope, params: csv() });
    expect(fake.sheets.uploads).toEqual(["tovary.csv"]);
    const job = scope.getState($importJob)!;
    expect(job).toMatchObject({ id: 100, state: "done", total: 400, processed: 400, errorCount: 3 });
    expect(job.created + job.updated + job.errorCount).toBe(400);
    expect(job.errors.map((e) => e.row)).toEqual([5, 9, 14]);
    // queued -> counted -> four quarters: five pauses between six polls.
    expect(pauses).toEqual([100, 100, 100, 100, 100]);
    expect(scope.getState($following)).toBeNull();
    expect(scope.getState($uploading)).toBe(false);
  });

  it("stops at a failed job with its reason", async () => {
    const { scope } = setup({ sheets: { outcome: "failed" } });
    await allSettled(uploadRequested, { scope, params: csv() });
    expect(scope.getState($importJob)).toMatchObject({ state: "failed", failure: "Загрузка прервана" });
    expect(scope.getState($following)).toBeNull();
  });

  it("keeps the refusal of an upload and follows no job", async () => {
    const { scope } = setup();
    await allSettled(uploadRequested, { scope, params: csv("prays.xls") });
    expect(scope.getState($uploadRefusal)).toMatchObject({ code: "IMPORT.FILE_TYPE" });
    expect(scope.getState($importJob)).toBeNull();
    expect(scope.getState($following)).toBeNull();
  });

  it("follows a job the URL names, and a finished one is asked once", async () => {
    const { scope, pauses } = setup();
    await allSettled(jobFollowed, { scope, params: 2 });
    expect(scope.getState($importJob)).toMatchObject({ id: 2, state: "done", errorCount: 45 });
    expect(pauses).toEqual([]);
  });

  it("stops polling when the page is left, and drops the answer that comes after", async () => {
    let release: (id: number) => void = () => {};
    const { scope, pauses } = setup(
      {},
      (id) => new Promise<number>((resolve) => (release = () => resolve(id))),
    );
    const followed = allSettled(jobFollowed, { scope, params: 4 });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(pauses).toEqual([4]);
    expect(scope.getState($importJob)).toMatchObject({ id: 4, state: "running" });
    const left = allSettled(importLeft, { scope });
    release(4);
    await Promise.all([followed, left]);
    expect(pauses).toEqual([4]);
    expect(scope.getState($following)).toBeNull();
  });

  it("a job already followed is not polled twice", async () => {
    let release: (id: number) => void = () => {};
    const { scope, pauses } = setup(
      {},
      (id) => new Promise<number>((resolve) => (release = () => resolve(id))),
    );
    const first = allSettled(jobFollowed, { scope, params: 4 });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    const again = allSettled(jobFollowed, { scope, params: 4 });
    await new Promise((r) => setTimeout(r, 0));
    expect(pauses).toEqual([4]);
    const left = allSettled(importLeft, { scope });
    release(4);
    await Promise.all([first, again, left]);
    expect(pauses).toEqual([4]);
  });

  it("a failed poll keeps its refusal and stops, and asking again goes on", async () => {
    const options: FakeAdminOptions = { caller: "admin" };
    const { scope } = setup(options);
    options.failing = true;
    await allSettled(jobFollowed, { scope, params: 1 });
    expect(scope.getState($jobRefusal)).toEqual({ code: null, words: null });
    expect(scope.getState($following)).toBeNull();
    options.failing = false;
    await allSettled(jobFollowed, { scope, params: 1 });
    expect(scope.getState($jobRefusal)).toBeNull();
    expect(scope.getState($importJob)).toMatchObject({ id: 1, state: "done" });
  });

  it("a new job's page does not show the last one's numbers", async () => {
    const { scope } = setup();
    await allSettled(jobFollowed, { scope, params: 1 });
    expect(scope.getState($importJob)?.id).toBe(1);
    await allSettled(jobFollowed, { scope, params: 999 });
    expect(scope.getState($importJob)).toBeNull();
    expect(scope.getState($jobRefusal)).toMatchObject({ code: "GENERIC.NOT_FOUND" });
  });

  it("downloads the template and the narrowed export, marking which is under way", async () => {
    const { scope, fake } = setup();
    const blob = await allSettled(downloadFx, {
      scope,
      params: { file: "template", filter: NO_SHEET_FILTER },
    });
    expect(blob.status).toBe("done");
    await allSettled(downloadFx, {
      scope,
      params: { file: "export", filter: { ...NO_SHEET_FILTER, search: "цемент" } },
    });
    expect(fake.sheets.downloads).toEqual([
      { file: "template" },
      { file: "export", filter: { search: "цемент", categoryId: null, brandId: null } },
    ]);
    expect(scope.getState($downloading)).toBeNull();
    expect(scope.getState($downloadRefusal)).toBeNull();
  });

  it("keeps a refused download's reason", async () => {
    const down = setup({ failing: true });
    await allSettled(downloadFx, {
      scope: down.scope,
      params: { file: "template", filter: NO_SHEET_FILTER },
    });
    expect(down.scope.getState($downloadRefusal)).toEqual({ code: null, words: null });
  });
});

describe("the empty shop's guide model", () => {
  it("reads the counts and 1C's settings, and tells an empty shop from one with goods", async () => {
    const empty = setup({ sheets: { emptyShop: true } });
    await allSettled(catalogueStartOpened, { scope: empty.scope });
    expect(empty.scope.getState($catalogueStartStatus)).toBe("ready");
    expect(isEmptyShop(empty.scope.getState($catalogueStart))).toBe(true);
    expect(empty.scope.getState($catalogueStart)!.onec.priceType).toBe("Розничная");
    const full = setup();
    await allSettled(catalogueStartOpened, { scope: full.scope });
    expect(isEmptyShop(full.scope.getState($catalogueStart))).toBe(false);
    expect(isEmptyShop(null)).toBe(false);
  });

  it("says the ask failed", async () => {
    const { scope } = setup({ failing: true });
    await allSettled(catalogueStartOpened, { scope });
    expect(scope.getState($catalogueStartStatus)).toBe("error");
    expect(scope.getState($catalogueStart)).toBeNull();
  });
});

describe("a job's share done", () => {
  const job = (rest: Partial<ImportJob>): ImportJob => ({
    id: 1,
    state: "running",
    fileName: "a.csv",
    total: 200,
    processed: 50,
    created: 0,
    updated: 0,
    errorCount: 0,
    errors: [],
    failure: null,
    ...rest,
  });
  it("is the rows applied of the rows counted, unknown while counting, whole at the end", () => {
    expect(importPercent(job({}))).toBe(25);
    expect(importPercent(job({ processed: 199 }))).toBe(99);
    expect(importPercent(job({ total: null }))).toBeNull();
    expect(importPercent(job({ state: "done", total: null }))).toBe(100);
    expect(importPercent(job({ total: 0, processed: 0 }))).toBe(100);
    expect(importPercent(job({ state: "failed", total: 0, processed: 0 }))).toBe(0);
    expect(importPercent(job({ state: "failed", processed: 80 }))).toBe(40);
  });
});

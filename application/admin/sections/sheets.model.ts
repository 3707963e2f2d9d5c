import { attach, createEffect, createEvent, createStore, sample } from "effector";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import { isFinished, type ImportJob, type SheetFile, type SheetFilter } from "./sheets.types";

/** How often a running job is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** A file chosen and sent. */
export const uploadRequested = createEvent<File>();
/** A job to follow until it ends: one just uploaded, or one the URL names after a reload. */
export const jobFollowed = createEvent<number>();
/** The import page was left: no more polling. */
export const importLeft = createEvent();

const local = { serialize: "ignore" } as const;
export const $importJob = createStore<ImportJob | null>(null, local);
/** The job being polled; null when none (finished, left, or its poll failed). */
export const $following = createStore<number | null>(null, local);
export const $uploading = createStore(false, local);
export const $uploadRefusal = createStore<Refusal | null>(null, local);
/** The poll failed (the server is down): the page offers to ask again. */
export const $jobRefusal = createStore<Refusal | null>(null, local);
/** The download under way. */
export const $downloading = createStore<SheetFile | null>(null, local);
export const $downloadRefusal = createStore<Refusal | null>(null, local);

export const uploadFx = attach({
  source: $adminGateway,
  effect: (gateway, file: File) => requireAdmin(gateway).sheets.upload(file),
});
export const jobFx = attach({
  source: $adminGateway,
  effect: (gateway, id: number) => requireAdmin(gateway).sheets.job(id),
});
/** The pause between polls; a test replaces it to poll at once. */
export const pollPauseFx = createEffect(
  (id: number) => new Promise<number>((resolve) => setTimeout(() => resolve(id), IMPORT_POLL_MS)),
);
/** A spreadsheet's bytes; the page hands them to the browser as a file. */
export const downloadFx = attach({
  source: $adminGateway,
  effect: (gateway, { file, filter }: { file: SheetFile; filter: SheetFilter }) => {
    const sheets = requireAdmin(gateway).sheets;
    return file === "template" ? sheets.template() : sheets.exported(filter);
  },
});

// One upload at a time.
sample({
  clock: uploadRequested,
  source: $uploading,
  filter: (busy) => !busy,
  fn: (_, f) => f,
  target: uploadFx,
});
$uploading.on(uploadFx, () => true).reset(uploadFx.finally);
sample({ clock: uploadFx, fn: () => null, target: $uploadRefusal });
sample({ clock: uploadFx.fail, fn: ({ error }) => refusalOf(error), target: $uploadRefusal });
sample({ clock: uploadFx.doneData, target: jobFollowed });

// A job already followed is not polled twice (the URL names the job the upload just made).
const followed = sample({
  clock: jobFollowed,
  source: $following,
  filter: (following, id) => following !== id,
  fn: (_, id) => id,
});
sample({ clock: followed, target: [$following, jobFx] });
sample({ clock: followed, fn: () => null, target: $jobRefusal });
// A new job's page starts empty rather than showing the last one's numbers.
sample({
  clock: followed,
  source: $importJob,
  filter: (job, id) => job !== null && job.id !== id,
  fn: () => null,
  target: $importJob,
});
$following.reset(importLeft);

// Answers about a job no longer followed (another was uploaded, the page was left) are dropped.
const current = sample({
  clock: jobFx.doneData,
  source: $following,
  filter: (following, job) => following === job.id,
  fn: (_, job) => job,
});
sample({ clock: current, target: $importJob });
sample({ clock: current, filter: isFinished, fn: () => null, target: $following });
sample({ clock: current, filter: (job) => !isFinished(job), fn: (job) => job.id, target: pollPauseFx });
sample({
  clock: pollPauseFx.doneData,
  source: $following,
  filter: (following, id) => following === id,
  fn: (_, id) => id,
  target: jobFx,
});
const pollFailed = sample({
  clock: jobFx.fail,
  source: $following,
  filter: (following, { params }) => following === params,
  fn: (_, { error }) => refusalOf(error),
});
sample({ clock: pollFailed, target: $jobRefusal });
sample({ clock: pollFailed, fn: () => null, target: $following });

$downloading.on(downloadFx, (_, { file }) => file).reset(downloadFx.finally);
sample({ clock: downloadFx, fn: () => null, target: $downloadRefusal });
sample({ clock: downloadFx.fail, fn: ({ error }) => refusalOf(error), target: $downloadRefusal });

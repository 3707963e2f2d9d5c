import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ImportProgress } from "../../../../ui/features/admin/sheets/import-progress";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { countIn, demoJob, downText, LONG_JOB } from "./demo";

// One import job from upload to its end, alone: its title, a bar of the rows applied, the rows made, changed
// and refused, and why it stopped; or that its last poll failed, with a retry. `parameters.percent` is the
// share of rows the bar and the words must show (null while the rows are counted).

const meta = {
  title: "Features/Admin/Sheets/ImportProgress",
  component: ImportProgress,
  args: { job: demoJob(1), refusal: null, onRetry: fn() },
  parameters: { percent: 100 },
} satisfies Meta<typeof ImportProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The job's section named by its title (the file and where it stands), the bar at the right share, the rows
 * applied of all of them with the share held to its sign by a no-break space, and the three counts, each
 * grouped as the page's language writes numbers.
 */
const jobPlay: Story["play"] = async ({ args, canvasElement, globals, parameters }) => {
  const { job } = args;
  const locale = globals.locale;
  const n = countIn;
  const percent = parameters.percent as number | null;
  const section = within(canvasElement).getByRole("region", {
    name: textIn(locale, `admin.import.${job.state}`, { fileName: job.fileName }),
  });
  await expect(section).toHaveAttribute("data-state", job.state);
  const bar = within(section).getByRole("progressbar", {
    name: textIn(locale, "admin.import.progressLabel"),
  });
  if (percent === null) await expect(bar).not.toHaveAttribute("aria-valuenow");
  else await expect(bar).toHaveAttribute("aria-valuenow", String(percent));
  await expect(within(section).getByTestId("import-processed").textContent).toBe(
    job.total === null
      ? textIn(locale, "admin.import.counting")
      : `${textIn(locale, "admin.import.processed", { processed: n(job.processed), total: n(job.total) })} (${percent}\u00A0%)`,
  );
  const counts = ["created", "updated", "refused"].map((id) => within(section).getByTestId(`import-${id}`));
  await expect(counts.map((c) => c.textContent)).toEqual([job.created, job.updated, job.errorCount].map(n));
  await expect(counts.map((c) => c.previousElementSibling?.textContent)).toEqual(
    ["created", "updated", "errors"].map((id) => textIn(locale, `admin.import.${id}`)),
  );
  if (job.state !== "failed" && !args.refusal) await expect(within(section).queryByRole("alert")).toBeNull();
};

/** Done: 120 of 120 rows, 98 made, 14 changed, 8 refused. */
export const Done: Story = { play: jobPlay };
export const DoneRu: Story = { globals: { locale: "ru" }, play: jobPlay };

/** Thousands in Uzbek Latin: "3 000", grouped with a space as Uzbek writes it, not Serbian's "3.000". */
export const ThousandsSr: Story = { args: { job: demoJob(2) }, globals: { locale: "sr" }, play: jobPlay };

/** Under way: 12 400 of 30 000 rows, 41 %. */
export const RunningRu: Story = {
  args: { job: demoJob(4) },
  parameters: { percent: 41 },
  globals: { locale: "ru" },
  play: jobPlay,
};

/** Queued, its rows still counted: the bar moves without a figure (the loading state), no share said. */
export const CountingUz: Story = {
  args: { job: demoJob(5) },
  parameters: { percent: null },
  globals: { locale: "uz" },
  play: jobPlay,
};

/** Stopped at 800 of 2 000 rows ("2 000", not "2,000", a decimal comma in Uzbek): the server's reason. */
export const Failed: Story = {
  args: { job: demoJob(3) },
  parameters: { percent: 40 },
  play: async (context) => {
    await jobPlay(context);
    const { args, canvasElement } = context;
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(args.job.failure!);
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** The last poll failed: the figures stay as they were, with why and a "Try again" that asks once more. */
const pollRefusedPlay: Story["play"] = async (context) => {
  await jobPlay(context);
  const { args, canvasElement, globals } = context;
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(args.refusal!);
  await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
export const PollRefusedRu: Story = {
  args: { job: demoJob(4), refusal: downText("ru") },
  parameters: { percent: 41 },
  globals: { locale: "ru" },
  play: pollRefusedPlay,
};
export const PollRefusedSr: Story = {
  args: { job: demoJob(4), refusal: downText("sr") },
  parameters: { percent: 41 },
  globals: { locale: "sr" },
  play: pollRefusedPlay,
};

/**
 * On a 320 px phone: a file name without spaces and counts past a million wrap inside the box; the "Try
 * again" is big enough for a finger; nothing past the edge.
 */
export const LongPhone: Story = {
  tags: ["phone"],
  args: { job: LONG_JOB, refusal: downText("sr") },
  parameters: { percent: 79 },
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await jobPlay(context);
    const { canvasElement, globals } = context;
    const retry = within(canvasElement).getByRole("button", { name: textIn(globals.locale, "admin.retry") });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

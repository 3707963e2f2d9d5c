import path from "node:path";
import type { OnecConfig } from "../../../config.ts";
import type { Transactor } from "../../../platform/transactions.ts";
import { groupOf, priceTypeOf, propertyOf, isBrandProperty } from "../commerceml/classifier.ts";
import { goodOf, type GoodRecord } from "../commerceml/goods.ts";
import { offerOf, type OfferRecord } from "../commerceml/offers.ts";
import { ExchangeFileError, safeName, type ExchangeFiles } from "../exchange-files.ts";
import type { ExchangeSessionsRepository, ImportJob } from "../exchange-sessions.repository.ts";
import { isTrue } from "../xml/xml-node.ts";
import { XmlFileError } from "../xml/xml-encoding.ts";
import { readXmlItems, type XmlEvent } from "../xml/xml-items.ts";
import type { ExchangePictures } from "./exchange-pictures.ts";
import type { GoodsApplier } from "./goods-apply.ts";
import type { GroupsApplier } from "./groups-apply.ts";
import { hideUnseen } from "./hide-unseen.ts";
import type { OffersApplier } from "./offers-apply.ts";
import { choosePriceType, ImportFailure } from "./price-type.ts";
import { StepScope, type CatalogueWriters } from "./step-scope.ts";
import { failureAnswer, progressAnswer, successAnswer, type ExchangeAnswer } from "../exchange-answer.ts";

const PACKAGES = ["ПакетПредложений", "ИзмененияПакетаПредложений"];
const ITEM = {
  group: "Классификатор/Группы/Группа",
  property: "Классификатор/Свойства/Свойство",
  good: "Каталог/Товары/Товар",
};
const PRICE_TYPES = new Set([
  "Классификатор/ТипыЦен/ТипЦены",
  ...PACKAGES.map((p) => `${p}/ТипыЦен/ТипЦены`),
]);
const OFFERS = new Set(PACKAGES.map((p) => `${p}/Предложения/Предложение`));
const FLAGS = new Set(["Каталог", ...PACKAGES].map((p) => `${p}/СодержитТолькоИзменения`));
const ITEM_PATHS = new Set([...Object.values(ITEM), ...PRICE_TYPES, ...OFFERS, ...FLAGS]);

/** Elements applied in one transaction: short enough that other requests get the database in between. */
const TX_ITEMS = 100;
/** The session's own job that hides what a split full exchange did not name, at mode=deactivate. */
export const DEACTIVATE_JOB = "(deactivate)";

/**
 * mode=import of one file, in bounded steps: each call reads on from where the last stopped (the position
 * is in the database, so any process takes the next call), applies what it reads in short transactions
 * until its time (ONEC stepMs) or element budget is spent, and answers `progress`; 1C calls again until
 * `success`, or `failure` with the reason. Two calls for one session wait for each other.
 */
export class ImportSteps {
  constructor(
    private readonly deps: {
      sessions: ExchangeSessionsRepository;
      files: ExchangeFiles;
      writers: CatalogueWriters;
      groups: GroupsApplier;
      goods: GoodsApplier;
      offers: OffersApplier;
      pictures: ExchangePictures;
      transactor: Transactor;
      config: OnecConfig;
      lock: <T>(name: string, work: () => Promise<T>) => Promise<T>;
      clock: () => number;
    },
  ) {}

  run(sessionId: string, filename: string): Promise<ExchangeAnswer> {
    const name = filename === DEACTIVATE_JOB ? filename : safeName(filename);
    if (!name) return Promise.resolve(failureAnswer(`недопустимое имя файла: ${filename}`));
    return this.deps.lock(`1c-import:${sessionId}`, () => this.step(sessionId, name));
  }

  private async step(sessionId: string, name: string): Promise<ExchangeAnswer> {
    const { sessions, files } = this.deps;
    let job = await sessions.job(sessionId, name);
    try {
      if (!job) {
        if (name === DEACTIVATE_JOB) {
          if (!(await sessions.hadFullImport(sessionId))) return successAnswer([]);
        } else {
          await files.unpackArchives(sessionId);
          if (!(await files.exists(sessionId, name)))
            return failureAnswer(`файл ${name} не получен: его не было среди переданных (mode=file)`);
        }
        job = await sessions.startJob(sessionId, name);
        if (name === DEACTIVATE_JOB) job = { ...job, stage: "hiding", onlyChanges: false };
      }
      if (job.stage === "done") return successAnswer(summary(job));
      if (job.stage === "failed") return failureAnswer(job.failure ?? "");
      const deadline = this.deps.clock() + this.deps.config.stepMs;
      if (job.stage === "reading") {
        if (!(await this.read(job, deadline))) return progressAnswer(progress(job));
        job.stage = this.hides(job) ? "hiding" : "reindex";
        await this.save(job);
      }
      if (job.stage === "hiding") {
        if (!(await this.hide(job, deadline))) return progressAnswer(progress(job));
        job.stage = "reindex";
        await this.save(job);
      }
      // Many new goods: the search table and its vocabulary are built again, so their words are found.
      if ((job.counts.created ?? 0) > 0) await this.deps.writers.products.reindex();
      job.stage = "done";
      await this.save(job);
      return successAnswer(summary(job));
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === null || !job) throw error;
      job.stage = "failed";
      job.failure = `${name}: ${reason}`;
      await this.save(job);
      return failureAnswer(job.failure);
    }
  }

  /** A full file hides what it did not name at its end; split parts leave that to mode=deactivate. */
  private hides(job: ImportJob): boolean {
    return job.onlyChanges === false && /^(import|offers)\.xml$/i.test(path.basename(job.file));
  }

  /** Reads on from the job's position; true once the file is read to its end. */
  private async read(job: ImportJob, deadline: number): Promise<boolean> {
    const file = this.deps.files.pathOf(job.sessionId, job.file);
    let pending: XmlEvent[] = [];
    let taken = 0;
    for await (const event of readXmlItems(file, job.position, ITEM_PATHS)) {
      if (event.kind === "open") {
        if (event.path === "ИзмененияПакетаПредложений") job.onlyChanges = true;
        else if (event.attrs["СодержитТолькоИзменения"] !== undefined)
          job.onlyChanges = isTrue(event.attrs["СодержитТолькоИзменения"]);
        continue;
      }
      pending.push(event);
      if (pending.length < TX_ITEMS && event.path !== ITEM.group) continue;
      await this.apply(job, pending);
      taken += pending.length;
      pending = [];
      if (this.deps.clock() >= deadline || taken >= this.deps.config.stepItems) return false;
    }
    await this.apply(job, pending);
    return true;
  }

  /** One transaction: the elements, the one catalogue event for them all, and the job's new position. */
  private async apply(job: ImportJob, events: XmlEvent[]): Promise<void> {
    const items = events.filter((e) => e.kind === "item");
    const named = items.filter((e) => e.path === ITEM.good).map((e) => goodOf(e.node));
    const pictures = await this.deps.pictures.resolve(
      job.sessionId,
      named.flatMap((g) => ("id" in g ? g.pictures : [])),
    );
    const done = await this.deps.transactor.run(async (tx) => {
      // A transaction run again (a deadlock's victim) starts from the job as it was.
      const working: ImportJob = { ...job, counts: { ...job.counts }, problems: [...job.problems] };
      const scope = new StepScope(tx, this.deps.writers.products.batch(), working);
      let goods: GoodRecord[] = [];
      let offers: OfferRecord[] = [];
      const flush = async () => {
        if (goods.length > 0) await this.deps.goods.apply(scope, goods, pictures);
        if (offers.length > 0) await this.offers(scope, offers);
        goods = [];
        offers = [];
      };
      for (const item of items) {
        if (item.kind !== "item") continue;
        const { path: at, node } = item;
        if (at === ITEM.good) {
          if (offers.length > 0) await flush();
          const good = goodOf(node);
          if ("problem" in good) scope.skip("Товар", good.problem);
          else goods.push(good);
          continue;
        }
        if (OFFERS.has(at)) {
          if (goods.length > 0) await flush();
          const offer = offerOf(node);
          if ("problem" in offer) scope.skip("Предложение", offer.problem);
          else offers.push(offer);
          continue;
        }
        await flush();
        if (at === ITEM.group) {
          const tree = groupOf(node);
          if (tree) await this.deps.groups.apply(scope, tree);
        } else if (at === ITEM.property) {
          const property = propertyOf(node);
          if (property)
            await this.deps.writers.links.saveProperty(tx, property, isBrandProperty(property.name));
          scope.properties = undefined;
        } else if (PRICE_TYPES.has(at)) {
          const type = priceTypeOf(node);
          if (type) await this.deps.writers.links.savePriceType(tx, type);
        } else if (FLAGS.has(at)) working.onlyChanges = isTrue(node.text);
      }
      await flush();
      const last = items.at(-1);
      if (last?.kind === "item") working.position = last.after;
      await this.deps.writers.products.publishIn(tx, scope.batch);
      await this.deps.sessions.saveJob(tx, working);
      return working;
    });
    Object.assign(job, done);
  }

  private async offers(scope: StepScope, offers: OfferRecord[]): Promise<void> {
    const job = scope.job;
    if (job.priceType === null && offers.some((o) => o.prices.length > 0)) {
      const types = await this.deps.writers.links.priceTypes(scope.tx);
      job.priceType = choosePriceType(types, this.deps.config.priceType).id;
    }
    await this.deps.offers.apply(scope, offers, job.priceType);
  }

  /** Hides, in short transactions until the deadline, what the full exchange did not name; true when done. */
  private async hide(job: ImportJob, deadline: number): Promise<boolean> {
    const both = job.file === DEACTIVATE_JOB;
    const kinds = both ? [false, true] : [(job.counts.offers ?? 0) > 0];
    for (const variants of kinds) {
      for (;;) {
        const { hidden, working } = await this.deps.transactor.run(async (tx) => {
          const working: ImportJob = { ...job, counts: { ...job.counts }, problems: [...job.problems] };
          const scope = new StepScope(tx, this.deps.writers.products.batch(), working);
          const hidden = await hideUnseen(this.deps.writers, scope, variants, TX_ITEMS);
          await this.deps.writers.products.publishIn(tx, scope.batch);
          await this.deps.sessions.saveJob(tx, working);
          return { hidden, working };
        });
        Object.assign(job, working);
        if (hidden < TX_ITEMS) break;
        if (this.deps.clock() >= deadline) return false;
      }
    }
    return true;
  }

  private save(job: ImportJob): Promise<void> {
    return this.deps.transactor.run((tx) => this.deps.sessions.saveJob(tx, job));
  }
}

function reasonOf(error: unknown): string | null {
  if (error instanceof XmlFileError || error instanceof ExchangeFileError || error instanceof ImportFailure)
    return error.reason;
  return null;
}

function progress(job: ImportJob): string[] {
  const c = job.counts;
  return [`Обработано: товаров ${c.goods ?? 0}, предложений ${c.offers ?? 0}, скрыто ${c.hidden ?? 0}`];
}

/** The last answer of an import: what it did, and the elements it skipped with their reasons. */
function summary(job: ImportJob): string[] {
  const c = job.counts;
  const lines = [
    `Группы: ${c.groups ?? 0}; товары: ${c.goods ?? 0}; предложения: ${c.offers ?? 0}`,
    `Создано: ${c.created ?? 0}; изменено: ${c.updated ?? 0}; без изменений: ${c.unchanged ?? 0}; ` +
      `ждут цены: ${c.waiting ?? 0}; скрыто: ${c.hidden ?? 0}; пропущено: ${c.skipped ?? 0}`,
  ];
  return [...lines, ...job.problems.slice(0, 20).map((p) => `${p.item}: ${p.reason}`)];
}

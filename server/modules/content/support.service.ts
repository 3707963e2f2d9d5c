import type { InstructionVote } from "../../../contract/index.ts";
import { fail, ok, type Result } from "../../../domain/errors.ts";
import { validatePhotoContents } from "../../../domain/photos.ts";
import { requireOwner } from "../../platform/owner.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import type { ReceivedFile } from "../../platform/route.ts";
import type { SupportRepository } from "./support.repository.ts";

/** The longest bug report kept; a longer one is refused, not cut. */
export const TYPO_TEXT_MAX = 2000;

const isReceived = (file: unknown): file is ReceivedFile =>
  typeof file === "object" && file !== null && Buffer.isBuffer((file as ReceivedFile).bytes);

/** "Report a bug" and "was this useful": kept for the back office. */
export class SupportService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly pictures: PictureStore,
  ) {}

  /**
   * POST settings/typo/: the text and up to 4 jpg/png photos (by their content), kept re-encoded in the
   * "reports" folder of the picture store, which /media/ never serves. Guests may report too.
   */
  async report(
    r: { content: string; images?: readonly unknown[] | undefined },
    owner: string | null,
  ): Promise<Result<{ id: number }>> {
    const content = r.content.trim();
    if (content.length > TYPO_TEXT_MAX)
      return fail("FIELD.MAX_LENGTH", { field: "content", max: TYPO_TEXT_MAX });
    const files = r.images ?? [];
    if (!files.every(isReceived)) return fail("PHOTOS.WRONG_FORMAT", { field: "images" });
    const contents = validatePhotoContents(files.map((f) => f.bytes.subarray(0, 12)));
    if (!contents.ok) return fail(contents.error.code, { ...contents.error.params, field: "images" });
    const names = await Promise.all(files.map((f) => this.pictures.save("reports", f.bytes)));
    const kept = names.filter((n): n is string => n !== null);
    const forget = () => Promise.all(kept.map((n) => this.pictures.remove("reports", n)));
    if (kept.length < names.length) {
      await forget();
      return fail("PHOTOS.WRONG_FORMAT", { field: "images" });
    }
    try {
      return ok({ id: await this.repository.addTypoReport({ content, photos: kept, owner }) });
    } catch (error) {
      await forget();
      throw error;
    }
  }

  /**
   * POST settings/instructions/{id}/answer/: one vote per user (or guest fingerprint) and instruction,
   * changed by voting again. `instruction` in the body must repeat the id of the path.
   */
  async vote(
    id: number,
    body: { instruction: number; answer: InstructionVote },
    owner: string | null,
  ): Promise<Result<null>> {
    const who = requireOwner(owner);
    if (!who.ok) return who;
    if (body.instruction !== id) return fail("FIELD.INVALID", { field: "instruction" });
    if (!(await this.repository.instructionExists(id))) return fail("GENERIC.NOT_FOUND");
    await this.repository.vote(id, who.value, body.answer === "yes");
    return ok(null);
  }

  /** `is_answered` of GET settings/instructions/{id}: whether this owner voted. */
  answered(id: number, owner: string | null): Promise<boolean> {
    return owner === null ? Promise.resolve(false) : this.repository.hasVoted(id, owner);
  }
}

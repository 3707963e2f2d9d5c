import type SharpModule from "sharp";

let loading: Promise<typeof SharpModule> | undefined;

/**
 * sharp, loaded on the first picture rather than at start: its native library costs about 0.1 s of a restart
 * that answers its first page without drawing anything (bench/warm-restart.ts).
 */
export function loadSharp(): Promise<typeof SharpModule> {
  return (loading ??= import("sharp").then((m) => m.default));
}

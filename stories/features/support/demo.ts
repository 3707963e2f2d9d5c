import type { Decorator } from "@storybook/react-vite";
import { createElement } from "react";
import { MemoryRouter } from "react-router-dom";
import type { Contacts } from "../../../application/content/content.types";
import type {
  FaqEntry,
  Instruction,
  InstructionSummary,
  LiveStream,
  VideoLesson,
} from "../../../application/support/support.types";
import { DEMO_CONTACTS } from "../../../adapters/fake/fake-content.gateway";
import { pick } from "../../../adapters/fake/demo-data";
import {
  DEMO_FAQ,
  DEMO_INSTRUCTIONS,
  DEMO_LESSONS,
  DEMO_STREAM,
  demoCover,
} from "../../../adapters/fake/demo-support";
import { localeOf, textIn } from "../../support/text-in";

// The help pages' demo content in a story's language (the toolbar's global), from the fake gateway's data.

export { localeOf, textIn };

export const demoFaq = (locale: unknown): FaqEntry[] =>
  DEMO_FAQ.map(([question, answer], i) => ({
    id: i + 1,
    question: pick(question, localeOf(locale)),
    answer: pick(answer, localeOf(locale)),
  }));

export const demoInstructions = (locale: unknown): InstructionSummary[] =>
  DEMO_INSTRUCTIONS.map(([title, description], i) => ({
    id: i + 1,
    title: pick(title, localeOf(locale)),
    description: pick(description, localeOf(locale)),
  }));

export function demoInstruction(locale: unknown, id = 1, answered = false): Instruction {
  const [title, , content] = DEMO_INSTRUCTIONS[id - 1]!;
  return { id, title: pick(title, localeOf(locale)), content: pick(content, localeOf(locale)), answered };
}

export const demoLessons = (locale: unknown): VideoLesson[] =>
  DEMO_LESSONS.map(([title, video, hue], i) => ({
    id: i + 1,
    title: pick(title, localeOf(locale)),
    cover: demoCover(hue),
    video,
  }));

export const demoStreams = (locale: unknown): LiveStream[] => [
  {
    id: 1,
    title: pick(DEMO_STREAM[0], localeOf(locale)),
    cover: demoCover(DEMO_STREAM[2]),
    link: DEMO_STREAM[1],
  },
];

export const CONTACTS: Contacts = DEMO_CONTACTS;

/** Links in these components are router links: a story renders them inside a router of its own. */
export const withRouter: Decorator = (Story) => createElement(MemoryRouter, null, createElement(Story));

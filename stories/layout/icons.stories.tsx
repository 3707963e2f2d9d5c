import type { Meta, StoryObj } from "@storybook/react-vite";
import { HStack } from "@chakra-ui/react";
import * as icons from "../../ui/layout/icons";

const meta = { title: "Layout/Icons" } satisfies Meta;
export default meta;

export const All: StoryObj = {
  render: () => (
    <HStack gap="4" wrap="wrap" color="fg">
      {Object.entries(icons).map(([name, Icon]) => (
        <Icon key={name} boxSize="6" aria-label={name} />
      ))}
    </HStack>
  ),
};

import { Heading, HStack, Stack, type StackProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

export type SectionHeading = "h2" | "h3";

/** One titled panel of the order page; its heading names it for assistive technology too. */
export function OrderSection({
  title,
  icon,
  headingAs = "h2",
  children,
  ...rest
}: { title: string; icon?: ReactNode; headingAs?: SectionHeading; children: ReactNode } & StackProps) {
  const id = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      p={{ base: "4", md: "5" }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      minW="0"
      {...rest}
    >
      <HStack gap="2" color="fg">
        {icon}
        <Heading as={headingAs} id={id} size="md">
          {title}
        </Heading>
      </HStack>
      {children}
    </Stack>
  );
}

import { Circle, createIcon, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "../../kit/button";

const CheckIcon = createIcon({
  displayName: "CheckIcon",
  viewBox: "0 0 24 24",
  path: (
    <path
      d="M5 12.5l4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});

/** The last step of a flow: what happened, and the way on. The heading takes the focus so it is announced. */
export function DoneStep({
  title,
  text,
  action,
  onAction,
}: {
  title: string;
  text: ReactNode;
  action?: string;
  onAction?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="4" alignItems="center" textAlign="center" py="2" data-testid="flow-done">
      <Circle size="12" bg="green.subtle" color="green.fg">
        <CheckIcon boxSize="6" />
      </Circle>
      <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
      {action && onAction && (
        <Button type="button" variant="primary" width="full" onClick={onAction}>
          {action}
        </Button>
      )}
    </Stack>
  );
}

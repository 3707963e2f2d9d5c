import { Button, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";

/**
 * A value to paste elsewhere (1C's settings), shown whole (it wraps on a phone rather than hiding its end),
 * with a button that copies it.
 */
export function CopyField({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useLingui();
  const text = useRef<HTMLParagraphElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the text is selected for Ctrl+C.
      const selection = window.getSelection();
      if (text.current && selection) selection.selectAllChildren(text.current);
    }
  };
  return (
    <Flex gap="2" wrap={{ base: "wrap", sm: "nowrap" }} align="stretch">
      <Text
        ref={text}
        as="code"
        aria-label={label}
        flex="1"
        minW="0"
        display="flex"
        alignItems="center"
        minH="11"
        px="3"
        py="2"
        bg="bg"
        borderWidth="1px"
        borderRadius="l2"
        fontFamily="mono"
        textStyle="sm"
        wordBreak="break-all"
        userSelect="all"
        data-testid={testId}
      >
        {value}
      </Text>
      <Button variant="outline" minH="11" w={{ base: "full", sm: "auto" }} onClick={() => void copy()}>
        {copied
          ? t({ id: "admin.start.copied", message: "Copied" })
          : t({ id: "admin.start.copy", message: "Copy" })}
      </Button>
    </Flex>
  );
}

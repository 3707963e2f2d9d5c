import { Badge, Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { StaffText } from "../../../../application/admin/sections/content-edit.types";
import { ListEmpty, ListFailed, ListLoading } from "../list-states";

export interface TextListProps {
  title: string;
  /** Names the list's test id and its states'. */
  testId: string;
  status: LoadStatus;
  items: readonly StaffText[] | null;
  errorText?: string | undefined;
  onEdit: (text: StaffText) => void;
  onRetry: () => void;
}

/** Pages or posts by their Russian title, marked where an Uzbek text still shows the Russian. */
export function TextList({ title, testId, status, items, errorText, onEdit, onRetry }: TextListProps) {
  const { t } = useLingui();
  const body =
    status === "error" ? (
      <ListFailed
        testId={`${testId}-error`}
        text={errorText ?? t({ id: "admin.content.error", message: "This list could not be loaded." })}
        onRetry={onRetry}
      />
    ) : !items ? (
      <ListLoading
        testId={`${testId}-loading`}
        label={t({ id: "admin.content.loading", message: "Loading the list" })}
      />
    ) : items.length === 0 ? (
      <ListEmpty testId={`${testId}-empty`}>
        {t({ id: "admin.content.empty", message: "Nothing here yet." })}
      </ListEmpty>
    ) : (
      <Stack as="ul" listStyleType="none" gap="2" data-testid={testId}>
        {items.map((item) => {
          const untranslated =
            item.titles.uz === item.titles.ru ||
            item.titles.sr === item.titles.ru ||
            item.bodies.uz === item.bodies.ru ||
            item.bodies.sr === item.bodies.ru;
          return (
            <Flex
              as="li"
              key={item.id}
              data-id={item.id}
              gap="3"
              align="center"
              borderWidth="1px"
              borderRadius="l2"
              p="3"
            >
              <Box flex="1" minW="0">
                <Text fontWeight="medium" wordBreak="break-word">
                  {item.titles.ru}
                </Text>
                <Flex gap="2" align="center" wrap="wrap">
                  {item.slug && (
                    <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
                      /pages/{item.slug}
                    </Text>
                  )}
                  {untranslated && (
                    <Badge
                      colorPalette="orange"
                      variant="subtle"
                      whiteSpace="normal"
                      maxW="full"
                      h="auto"
                      py="0.5"
                    >
                      {t({ id: "admin.pages.untranslated", message: "Shows Russian in Uzbek" })}
                    </Badge>
                  )}
                </Flex>
              </Box>
              <Button variant="outline" minH="11" flexShrink={0} onClick={() => onEdit(item)}>
                {t({ id: "admin.tree.edit", message: "Edit" })}
              </Button>
            </Flex>
          );
        })}
      </Stack>
    );
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {body}
    </Stack>
  );
}

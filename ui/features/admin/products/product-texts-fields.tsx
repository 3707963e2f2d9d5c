import { Badge, Button, Fieldset, Flex, Stack, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import {
  DRAFT_LIMITS,
  EDITOR_LANGUAGES,
  type EditorLanguage,
  type Texts,
} from "../../../../application/admin/sections/product-editor.types";
import { toLatin } from "../../../../domain/transliteration";
import { FieldFrame } from "../../../kit/field-frame";
import { TextField } from "../../../kit/text-field";
import { useEditorTexts } from "./product-editor-texts";

export interface ProductTextsFieldsProps {
  titles: Texts;
  descriptions: Texts;
  /** Translated words under a field, by its server name (`title_uz`). */
  errors: Partial<Record<string, string>>;
  onTitles: (titles: Texts) => void;
  onDescriptions: (descriptions: Texts) => void;
}

/**
 * A product's name and description in the shop's three languages, one group each. Russian is required; an
 * Uzbek group left empty is flagged (the shop shows the Russian meanwhile). Latin may be filled from the
 * Cyrillic by transliteration, for staff to check: it is never made silently.
 */
export function ProductTextsFields({
  titles,
  descriptions,
  errors,
  onTitles,
  onDescriptions,
}: ProductTextsFieldsProps) {
  const { t } = useLingui();
  const texts = useEditorTexts();
  const canTransliterate = titles.uz.trim() !== "" || descriptions.uz.trim() !== "";
  const group = (lang: EditorLanguage) => {
    const missing = lang !== "ru" && titles[lang].trim() === "";
    return (
      <Fieldset.Root key={lang} borderWidth="1px" borderRadius="l2" p="3" data-language={lang}>
        <Flex as="legend" align="center" gap="2" wrap="wrap" px="1">
          <Text as="span" fontWeight="semibold">
            {texts.language[lang]}
          </Text>
          {missing && (
            <Badge colorPalette="orange" variant="subtle" data-testid={`missing-${lang}`}>
              {texts.missing}
            </Badge>
          )}
        </Flex>
        <Stack gap="3" mt="2">
          {missing && (
            <Text textStyle="sm" color="fg.muted">
              {t({
                id: "admin.productEditor.missingHelp",
                message: "Not translated yet: the shop shows the Russian text meanwhile.",
              })}
            </Text>
          )}
          <TextField
            label={t({ id: "admin.productEditor.title", message: "Name" })}
            value={titles[lang]}
            required={lang === "ru"}
            maxLength={DRAFT_LIMITS.title}
            error={errors[`title_${lang}`]}
            onChange={(value) => onTitles({ ...titles, [lang]: value })}
          />
          <FieldFrame
            label={t({ id: "admin.productEditor.description", message: "Description" })}
            error={errors[`description_${lang}`]}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                autoresize
                maxLength={DRAFT_LIMITS.description}
                value={descriptions[lang]}
                onChange={(e) => onDescriptions({ ...descriptions, [lang]: e.target.value })}
              />
            )}
          </FieldFrame>
          {lang === "sr" && (
            <Flex gap="2" align="center" wrap="wrap">
              <Button
                size="sm"
                minH="11"
                variant="outline"
                disabled={!canTransliterate}
                data-testid="transliterate"
                onClick={() => {
                  // Only what the Cyrillic has: a Latin text typed where the Cyrillic is empty stays.
                  if (titles.uz.trim()) onTitles({ ...titles, sr: toLatin(titles.uz) });
                  if (descriptions.uz.trim())
                    onDescriptions({ ...descriptions, sr: toLatin(descriptions.uz) });
                }}
              >
                {t({ id: "admin.productEditor.transliterate", message: "Fill from Cyrillic" })}
              </Button>
              <Text textStyle="xs" color="fg.muted" flex="1" minW="40">
                {t({
                  id: "admin.productEditor.transliterateHelp",
                  message: "Check the result: letters are converted one by one.",
                })}
              </Text>
            </Flex>
          )}
        </Stack>
      </Fieldset.Root>
    );
  };
  return <Stack gap="3">{EDITOR_LANGUAGES.map(group)}</Stack>;
}

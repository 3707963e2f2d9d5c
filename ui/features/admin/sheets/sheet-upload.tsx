import { Button, chakra, Field, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";

/** Choosing an .xlsx or .csv and sending it; the job it becomes is shown below. */
export function SheetUpload({
  uploading,
  refusal,
  onUpload,
}: {
  uploading: boolean;
  /** Why the last upload was refused, already translated. */
  refusal: string | null;
  onUpload: (file: File) => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const missing = t({ id: "admin.import.chooseFirst", message: "Choose a file first." });
  const [shown, setShown] = useState<string | null>(null);
  const error = shown ?? refusal;
  return (
    <Stack
      as="form"
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: "4", md: "5" }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return setShown(missing);
        setShown(null);
        onUpload(file);
      }}
    >
      <Heading as="h2" size="lg">
        {t({ id: "admin.import.upload", message: "Upload goods" })}
      </Heading>
      <Field.Root invalid={error !== null}>
        <Field.Label>{t({ id: "admin.import.file", message: "A spreadsheet (.xlsx or .csv)" })}</Field.Label>
        {/* The browser's own file field speaks the browser's language, not the page's: it stays for the
            label and the keyboard's Enter, out of sight, and a button of the page opens it. The field's
            props make it the label's control, described by the hint and marked when refused. */}
        <Field.Context>
          {(field) => (
            <chakra.input
              {...field.getInputProps()}
              ref={input}
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              srOnly
              tabIndex={-1}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setShown(null);
              }}
              data-testid="sheet-file"
            />
          )}
        </Field.Context>
        <Flex gap="3" align="center" wrap="wrap" w="full">
          <Button
            variant="outline"
            minH="11"
            w={{ base: "full", sm: "auto" }}
            onClick={() => input.current?.click()}
          >
            {t({ id: "admin.import.choose", message: "Choose a file" })}
          </Button>
          <Text
            flex="1"
            minW="0"
            wordBreak="break-all"
            color={file ? "fg" : "fg.muted"}
            data-testid="sheet-file-name"
          >
            {file?.name ?? t({ id: "admin.import.noFile", message: "No file chosen" })}
          </Text>
        </Flex>
        <Field.HelperText>
          {t({
            id: "admin.import.fileHint",
            message:
              "Up to 50 MB. An empty cell leaves that field as it is; a bad row is skipped and listed.",
          })}
        </Field.HelperText>
      </Field.Root>
      <Button
        type="submit"
        colorPalette="brand"
        minH="11"
        alignSelf={{ base: "stretch", sm: "start" }}
        loading={uploading}
        data-testid="sheet-upload"
      >
        {t({ id: "admin.import.send", message: "Upload" })}
      </Button>
      {error && (
        <Text role="alert" color="fg.error" data-testid="sheet-upload-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

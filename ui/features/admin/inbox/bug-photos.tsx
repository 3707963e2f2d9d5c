import { Box, chakra, Flex, HStack, Image, Skeleton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Modal } from "../../../kit/modal";
import { usePhotoUrl, type PhotoLoader } from "./use-photo-url";

/** A bug report's photos as thumbnails; each opens larger in a dialog. */
export function BugPhotos({ reportId, count, load }: { reportId: number; count: number; load: PhotoLoader }) {
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0" data-testid="bug-photos">
      {Array.from({ length: count }, (_, n) => (
        <li key={n}>
          <BugPhoto reportId={reportId} n={n} count={count} load={load} />
        </li>
      ))}
    </HStack>
  );
}

function BugPhoto({
  reportId,
  n,
  count,
  load,
}: {
  reportId: number;
  n: number;
  count: number;
  load: PhotoLoader;
}) {
  const { t } = useLingui();
  const photo = usePhotoUrl(load, reportId, n);
  const [open, setOpen] = useState(false);
  const number = n + 1;
  const label = t({ id: "admin.inbox.photo", message: `Photo ${number} of ${count}` });
  if (photo.state === "loading")
    return <Skeleton boxSize="16" borderRadius="l2" data-testid="bug-photo-loading" />;
  if (photo.state === "error") {
    return (
      <Flex
        boxSize="16"
        borderRadius="l2"
        borderWidth="1px"
        borderStyle="dashed"
        align="center"
        justify="center"
        textAlign="center"
        textStyle="2xs"
        color="fg.muted"
        p="1"
        role="img"
        aria-label={label}
      >
        {t({ id: "admin.inbox.photoMissing", message: "No photo" })}
      </Flex>
    );
  }
  return (
    <>
      <chakra.button
        type="button"
        display="block"
        boxSize="16"
        borderRadius="l2"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.muted"
        cursor="zoom-in"
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        aria-label={label}
        onClick={() => setOpen(true)}
        data-testid="bug-photo"
      >
        <Image src={photo.url} alt="" w="full" h="full" objectFit="cover" />
      </chakra.button>
      <Modal open={open} onClose={() => setOpen(false)} title={label} size="lg">
        <Box bg="bg.muted" borderRadius="l2" overflow="hidden">
          <Image src={photo.url} alt={label} w="full" maxH="70vh" objectFit="contain" />
        </Box>
      </Modal>
    </>
  );
}

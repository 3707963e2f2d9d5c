import { Field, Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  INBOX_KIND_FILTERS,
  INBOX_STATES,
  type InboxFilter,
  type InboxKindFilter,
  type InboxState,
} from "../../../../application/admin/sections/inbox.types";
import { PlainSelect } from "../../../kit/plain-select";

/** The inbox's filters: what kind, and open (the default), closed or all; each change starts at page 1. */
export function InboxFilters({
  filter,
  onChange,
}: {
  filter: InboxFilter;
  onChange: (f: InboxFilter) => void;
}) {
  const { t } = useLingui();
  // PlainSelect reads no field context: each select gets the id its label points at.
  const id = useId();
  const kinds: Record<InboxKindFilter, string> = {
    all: t({ id: "admin.inbox.kind.all", message: "Everything" }),
    feedback: t({ id: "admin.inbox.kind.feedbackMany", message: "Feedback" }),
    bug: t({ id: "admin.inbox.kind.bugMany", message: "Bug reports" }),
  };
  const states: Record<InboxState, string> = {
    open: t({ id: "admin.inbox.state.open", message: "Open" }),
    closed: t({ id: "admin.inbox.state.closed", message: "Closed" }),
    all: t({ id: "admin.inbox.state.all", message: "Open and closed" }),
  };
  return (
    <Flex
      as="form"
      role="search"
      aria-label={t({ id: "admin.inbox.filter", message: "Filter the inbox" })}
      gap="3"
      wrap="wrap"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field.Root w={{ base: "full", sm: "auto" }} id={`${id}-kind`}>
        <Field.Label>{t({ id: "admin.inbox.kind", message: "Kind" })}</Field.Label>
        <PlainSelect
          id={`${id}-kind`}
          minW={{ base: "full", sm: "56" }}
          value={filter.kind}
          onChange={(e) => onChange({ ...filter, kind: e.target.value as InboxKindFilter, page: 1 })}
        >
          {INBOX_KIND_FILTERS.map((k) => (
            <option key={k} value={k}>
              {kinds[k]}
            </option>
          ))}
        </PlainSelect>
      </Field.Root>
      <Field.Root w={{ base: "full", sm: "auto" }} id={`${id}-state`}>
        <Field.Label>{t({ id: "admin.inbox.state", message: "State" })}</Field.Label>
        <PlainSelect
          id={`${id}-state`}
          minW={{ base: "full", sm: "56" }}
          value={filter.state}
          onChange={(e) => onChange({ ...filter, state: e.target.value as InboxState, page: 1 })}
        >
          {INBOX_STATES.map((s) => (
            <option key={s} value={s}>
              {states[s]}
            </option>
          ))}
        </PlainSelect>
      </Field.Root>
    </Flex>
  );
}

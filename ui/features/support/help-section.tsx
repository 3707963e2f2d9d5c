import { Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, type ReactNode } from "react";
import { $language } from "../../../application/app/app.model";
import { $feedbackStatus, feedbackSubmitted } from "../../../application/content/content.model";
import {
  $bugReportRefusal,
  $bugReportsSent,
  $bugReportStatus,
  $faq,
  $faqStatus,
  $helpContacts,
  $helpContactsStatus,
  bugReportEdited,
  bugReportSubmitted,
  helpLeft,
  helpOpened,
  helpRetried,
} from "../../../application/support/help.model";
import { refusalText } from "../../i18n/refusal-text";
import { FeedbackForm } from "../content/feedback-form";
import { FormNote } from "../profile/form-note";
import { BugReportForm } from "./bug-report-form";
import { ContactsView } from "./contact-channels";
import { FaqView } from "./faq-list";

/** One part of the help page under its own heading. */
function HelpBlock({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack as="section" gap="3" data-testid={testId}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {intro && <Text color="fg.muted">{intro}</Text>}
      {children}
    </Stack>
  );
}

/** /profile/help: the FAQ, Telegram and the call centre, the feedback form, and "report a bug". */
export function HelpSection() {
  const { i18n, t } = useLingui();
  const state = useUnit({
    language: $language,
    faq: $faq,
    faqStatus: $faqStatus,
    contacts: $helpContacts,
    contactsStatus: $helpContactsStatus,
    feedbackStatus: $feedbackStatus,
    bugStatus: $bugReportStatus,
    bugRefusal: $bugReportRefusal,
    bugsSent: $bugReportsSent,
  });
  const on = useUnit({
    opened: helpOpened,
    retried: helpRetried,
    left: helpLeft,
    feedback: feedbackSubmitted,
    report: bugReportSubmitted,
    edited: bugReportEdited,
  });
  const { opened, left } = on;
  useEffect(() => opened(), [opened, state.language]);
  useEffect(() => () => left(), [left]);
  return (
    <Stack gap="10" data-testid="help-section">
      <HelpBlock
        title={t({ id: "support.faq.title", message: "Frequently asked questions" })}
        testId="help-faq"
      >
        <FaqView status={state.faqStatus} items={state.faq} onRetry={on.retried} />
      </HelpBlock>
      <HelpBlock title={t({ id: "support.contacts.title", message: "Contact us" })} testId="help-contacts">
        <ContactsView contacts={state.contacts} status={state.contactsStatus} onRetry={on.retried} />
      </HelpBlock>
      <HelpBlock
        title={t({ id: "support.feedback.title", message: "Write to us" })}
        intro={t({
          id: "support.feedback.intro",
          message: "A question or an idea? Leave your name and message, and we will answer.",
        })}
        testId="help-feedback"
      >
        <FeedbackForm
          onSubmit={on.feedback}
          sending={state.feedbackStatus === "pending"}
          sent={state.feedbackStatus === "ready"}
        />
        {state.feedbackStatus === "error" && (
          <FormNote kind="error">
            {t({ id: "support.feedback.error", message: "The message was not sent. Please try again." })}
          </FormNote>
        )}
      </HelpBlock>
      <HelpBlock
        title={t({ id: "support.bug.title", message: "Report a bug" })}
        intro={t({
          id: "support.bug.intro",
          message: "Something does not work? Describe it and attach up to 4 screenshots or photos.",
        })}
        testId="help-bug"
      >
        {/* A fresh form after each report sent: the text and photos go, the thanks stays. */}
        <BugReportForm
          key={state.bugsSent}
          onSubmit={on.report}
          onEdited={on.edited}
          status={state.bugStatus}
          refusal={state.bugRefusal && refusalText(i18n, state.bugRefusal)}
        />
      </HelpBlock>
    </Stack>
  );
}

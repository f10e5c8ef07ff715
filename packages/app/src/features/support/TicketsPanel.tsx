// Support tickets (SPEC §1, §2, §5; the `tickets` tab of /profile/:listItem): open and closed lists, and a new ticket
// with a category (`listTicketCategories`, titles in ar or en), a title (≤ 64), a comment (< 256) and screenshots.
// What was typed stays when the request fails; each message shows at its field.

import { storedLanguageCode, ticketCategoryTitle } from '@ott/domain';
import { validateTicketComment, validateTicketTitle } from '@ott/domain/validation';
import { binaryPart } from '@ott/sdk';
import { createTicket, useListTicketCategories, useListTickets } from '@ott/sdk/hooks/crm';
import { queryKeys } from '@ott/sdk/query-keys';
import { type FormEvent, useId, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CallState } from '../../components/CallState';
import { SelectField } from '../../components/ChoiceFields';
import { TextAreaField, TextField } from '../../components/FormFields';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useForm } from '../../hooks/useFormSubmit';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import type { AccountPanelProps } from '../../screen-props';
import { AttachmentPicker, TicketActions } from './attachments';
import { FeedbackForm } from './FeedbackForm';
import './support.css';

export default function TicketsPanel(_: AccountPanelProps) {
  const ids = useId();
  const [state, setState] = useState<'open' | 'closed'>('open');
  const [creating, setCreating] = useState(false);
  return (
    <section className="support" aria-labelledby={`${ids}-h`} data-testid="tickets">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="tickets.title" defaultMessage="Help and support" />
      </h2>
      {/* Writing a ticket is a step of its own: on a phone the filter and list would sit far below the form. */}
      {creating ? (
        <NewTicket onDone={() => setCreating(false)} />
      ) : (
        <>
          <button type="button" className="btn" onClick={() => setCreating(true)} data-testid="ticket-new">
            <FormattedMessage id="tickets.new" defaultMessage="New ticket" />
          </button>
          <TicketBrowser state={state} onState={setState} />
        </>
      )}
    </section>
  );
}

function TicketBrowser({
  state,
  onState,
}: {
  state: 'open' | 'closed';
  onState(s: 'open' | 'closed'): void;
}) {
  return (
    <>
      <fieldset className="support-tabs">
        <legend className="visually-hidden">
          <FormattedMessage id="tickets.filter" defaultMessage="Show tickets" />
        </legend>
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="btn ghost"
            aria-pressed={state === s}
            onClick={() => onState(s)}
            data-testid={`tickets-${s}`}
          >
            {s === 'open' ? (
              <FormattedMessage id="tickets.open" defaultMessage="Open" />
            ) : (
              <FormattedMessage id="tickets.closed" defaultMessage="Closed" />
            )}
          </button>
        ))}
      </fieldset>
      <TicketList state={state} />
      <FeedbackForm />
    </>
  );
}

function TicketList({ state }: { state: 'open' | 'closed' }) {
  const when = useDisplayDate();
  const to = useLangPath();
  const tickets = useListTickets({ status: state });
  const list = tickets.data?.data ?? [];
  return (
    <CallState calls={[tickets]} className="">
      {list.length === 0 ? (
        <p data-testid="tickets-empty">
          <FormattedMessage id="tickets.none" defaultMessage="No tickets here." />
        </p>
      ) : (
        <ul className="support-list">
          {list.map((t) => (
            <li key={t.requestid} data-testid="ticket" data-requestid={t.requestid}>
              <Link to={to(`/viewTicket/${encodeURIComponent(t.requestid)}`)}>
                <strong dir="auto">{t.title}</strong>
              </Link>
              <span className="pay-note">
                #{t.requestid} · {when.date(t.updated)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CallState>
  );
}

// A field message the form shows by id: declared here so that the catalogues carry it.
const CATEGORY_REQUIRED = defineMessage({
  id: 'tickets.categoryRequired',
  defaultMessage: 'Choose a category',
});

function NewTicket({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const session = useSession();
  const invalidate = useInvalidate();
  const categories = useListTicketCategories();
  const form = useForm({ category: '', title: '', comment: '', files: [] as File[] }, (v) => ({
    category: v.category ? null : CATEGORY_REQUIRED.id,
    title: validateTicketTitle(v.title),
    comment: validateTicketComment(v.comment),
  }));
  const lang = storedLanguageCode(session.lang);

  async function submit(e: FormEvent) {
    const r = await form.submit(e, async ({ files, ...ticket }) => {
      await createTicket({ ...ticket, ...(files.length ? { attachments: files.map(binaryPart) } : {}) });
      await invalidate(queryKeys.crm.ticket);
      return { ok: true as const };
    });
    if (r?.ok) onDone();
    else if (r) form.setFormError(r.messageId);
  }

  return (
    <form
      className="box"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={form.busy}
      data-testid="ticket-form"
    >
      <SelectField
        {...form.field('category')}
        label={<FormattedMessage id="tickets.category" defaultMessage="Category" />}
        testId="ticket-category"
        placeholder={intl.formatMessage({
          id: 'tickets.chooseCategory',
          defaultMessage: 'Choose a category',
        })}
      >
        {(categories.data?.data ?? []).map((c) => (
          <option key={c.apiCategory} value={c.apiCategory}>
            {ticketCategoryTitle(c, lang)}
          </option>
        ))}
      </SelectField>
      <TextField
        {...form.field('title')}
        label={<FormattedMessage id="tickets.ticketTitle" defaultMessage="Title" />}
        dir="auto"
        testId="ticket-title"
      />
      <TextAreaField
        {...form.field('comment')}
        label={<FormattedMessage id="tickets.comment" defaultMessage="Describe the problem" />}
        testId="ticket-comment"
      />
      <AttachmentPicker {...form.field('files')} />
      <TicketActions
        busy={form.busy}
        error={form.formError}
        testId="ticket-submit"
        extra={
          <button type="button" className="btn ghost" onClick={onDone}>
            <FormattedMessage id="tickets.cancel" defaultMessage="Cancel" />
          </button>
        }
      >
        <FormattedMessage id="tickets.send" defaultMessage="Send" />
      </TicketActions>
    </form>
  );
}

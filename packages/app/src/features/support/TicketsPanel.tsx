// Support tickets (SPEC §1, §2, §5; the `tickets` tab of /profile/:listItem): open and closed lists, and a new ticket
// with a category (`listTicketCategories`, titles in ar or en), a title (≤ 64), a comment (< 256) and screenshots.
// What was typed stays when the request fails; each message shows at its field.

import { failureMessageId, type MessageId, storedLanguageCode, ticketCategoryTitle } from '@ott/domain';
import { validateTicketComment, validateTicketTitle } from '@ott/domain/validation';
import { binaryPart } from '@ott/sdk';
import { createTicket, useListTicketCategories, useListTickets } from '@ott/sdk/hooks/crm';
import { queryKeys } from '@ott/sdk/query-keys';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CallFailed } from '../../components/CallState';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import type { AccountPanelProps } from '../../screen-props';
import { AttachmentPicker, addFiles } from './attachments';
import { FeedbackForm } from './FeedbackForm';
import './support.css';
import { useDisplayDate } from '../../hooks/useDisplayDate';

export default function TicketsPanel(_: AccountPanelProps) {
  const ids = useId();
  const [state, setState] = useState<'open' | 'closed'>('open');
  const [creating, setCreating] = useState(false);
  return (
    <section className="support" aria-labelledby={`${ids}-h`} data-testid="tickets">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="tickets.title" defaultMessage="Help and support" />
      </h2>
      {creating ? (
        <NewTicket onDone={() => setCreating(false)} />
      ) : (
        <button type="button" className="btn" onClick={() => setCreating(true)} data-testid="ticket-new">
          <FormattedMessage id="tickets.new" defaultMessage="New ticket" />
        </button>
      )}
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
            onClick={() => setState(s)}
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
    </section>
  );
}

function TicketList({ state }: { state: 'open' | 'closed' }) {
  const _intl = useIntl();
  const when = useDisplayDate();
  const to = useLangPath();
  const tickets = useListTickets({ status: state });
  const list = tickets.data?.data ?? [];
  if (tickets.isPending)
    return (
      <p aria-busy="true">
        <FormattedMessage id="tickets.loading" defaultMessage="Loading…" />
      </p>
    );
  if (tickets.isError)
    return <CallFailed className="" error={tickets.error} onRetry={() => void tickets.refetch()} />;
  if (list.length === 0)
    return (
      <p data-testid="tickets-empty">
        <FormattedMessage id="tickets.none" defaultMessage="No tickets here." />
      </p>
    );
  return (
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
  );
}

function NewTicket({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const ids = useId();
  const session = useSession();
  const invalidate = useInvalidate();
  const categories = useListTicketCategories();
  const [category, setCategory] = useState('');
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{
    title?: MessageId | null;
    comment?: MessageId | null;
    category?: boolean;
  }>({});
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = storedLanguageCode(session.lang);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next = {
      title: validateTicketTitle(title),
      comment: validateTicketComment(comment),
      category: !category,
    };
    setErrors(next);
    if (next.title || next.comment || next.category) return;
    setBusy(true);
    setFailure(null);
    try {
      await createTicket({
        title,
        category,
        comment,
        ...(files.length ? { attachments: files.map(binaryPart) } : {}),
      });
      await invalidate(queryKeys.crm.ticket);
      onDone();
    } catch (err) {
      setFailure(intl.formatMessage({ id: failureMessageId(err) }));
    }
    setBusy(false);
  }

  const msg = (id: MessageId | null | undefined) => (id ? intl.formatMessage({ id }) : null);
  return (
    <form
      className="support-box"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      data-testid="ticket-form"
    >
      <div className="field">
        <label htmlFor={`${ids}-cat`}>
          <FormattedMessage id="tickets.category" defaultMessage="Category" />
        </label>
        <select
          id={`${ids}-cat`}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          aria-invalid={Boolean(errors.category)}
          aria-describedby={errors.category ? `${ids}-cat-error` : undefined}
          data-testid="ticket-category"
        >
          <option value="">
            {intl.formatMessage({ id: 'tickets.chooseCategory', defaultMessage: 'Choose a category' })}
          </option>
          {(categories.data?.data ?? []).map((c) => (
            <option key={c.apiCategory} value={c.apiCategory}>
              {ticketCategoryTitle(c, lang)}
            </option>
          ))}
        </select>
        {errors.category && (
          <span id={`${ids}-cat-error`} className="field-error" role="alert">
            <FormattedMessage id="tickets.categoryRequired" defaultMessage="Choose a category" />
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-title`}>
          <FormattedMessage id="tickets.ticketTitle" defaultMessage="Title" />
        </label>
        <input
          id={`${ids}-title`}
          value={title}
          dir="auto"
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? `${ids}-title-error` : undefined}
          data-testid="ticket-title"
        />
        {errors.title && (
          <span
            id={`${ids}-title-error`}
            className="field-error"
            role="alert"
            data-testid="ticket-title-error"
          >
            {msg(errors.title)}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-comment`}>
          <FormattedMessage id="tickets.comment" defaultMessage="Describe the problem" />
        </label>
        <textarea
          id={`${ids}-comment`}
          value={comment}
          dir="auto"
          rows={4}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={errors.comment ? `${ids}-comment-error` : undefined}
          data-testid="ticket-comment"
        />
        {errors.comment && (
          <span
            id={`${ids}-comment-error`}
            className="field-error"
            role="alert"
            data-testid="ticket-comment-error"
          >
            {msg(errors.comment)}
          </span>
        )}
      </div>
      <AttachmentPicker
        files={files}
        error={filesError}
        onAdd={(picked) =>
          void addFiles(picked, files).then((r) => {
            setFiles(r.files);
            setFilesError(r.problem ? intl.formatMessage({ id: r.problem }) : null);
          })
        }
        onRemove={(name) => setFiles((fs) => fs.filter((f) => f.name !== name))}
      />
      {failure && (
        <p className="field-error" role="alert" data-testid="ticket-failure">
          {failure}
        </p>
      )}
      <div className="support-actions">
        <button type="submit" className="btn" disabled={busy} data-testid="ticket-submit">
          <FormattedMessage id="tickets.send" defaultMessage="Send" />
        </button>
        <button type="button" className="btn ghost" onClick={onDone}>
          <FormattedMessage id="tickets.cancel" defaultMessage="Cancel" />
        </button>
      </div>
    </form>
  );
}

// A support ticket (SPEC §2 /viewTicket/:ticketId, also the TICKET push action): its messages with their attachments
// (`downloadTicketAttachment`), a new comment with screenshots (`updateTicket`), and closing it.

import { failureMessageId } from '@ott/domain';
import { validateTicketComment } from '@ott/domain/validation';
import { binaryPart } from '@ott/sdk';
import { downloadTicketAttachment, type TicketMessage, updateTicket, useGetTicket } from '@ott/sdk/hooks/crm';
import { queryKeys } from '@ott/sdk/query-keys';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Loading, LoginFirst } from '../../components/CallState';
import { FormError, TextAreaField } from '../../components/FormFields';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useForm } from '../../hooks/useFormSubmit';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { saveFile } from '../../storage';
import { AttachmentPicker, TicketActions } from './attachments';
import './support.css';

export default function TicketScreen({ params }: ScreenProps) {
  const session = useSession();
  if (!isSubscriber(session)) {
    return (
      <LoginFirst
        className="page narrow support"
        testId="ticket-login"
        title={<FormattedMessage id="tickets.loginTitle" defaultMessage="Log in to see your ticket" />}
        label={<FormattedMessage id="tickets.login" defaultMessage="Log in" />}
      />
    );
  }
  return <TicketView requestid={params.ticketId ?? ''} />;
}

function TicketView({ requestid }: { requestid: string }) {
  const intl = useIntl();
  const ids = useId();
  const to = useLangPath();
  const invalidate = useInvalidate();
  const ticket = useGetTicket(requestid, { query: { retry: 1 } });
  const form = useForm({ comment: '', files: [] as File[] }, (v) => ({
    comment: validateTicketComment(v.comment),
  }));
  const t = ticket.data?.data;
  const loadedId = t?.requestid;
  const heading = useStepHeading(loadedId, Boolean(loadedId));

  /** A comment (with its screenshots), or the ticket closed: `change` says which. */
  async function send(e: FormEvent | null, change: { comment?: true; state?: 'closed' }) {
    const r = await form.submit(
      e,
      async ({ comment, files }) => {
        await updateTicket(requestid, {
          ...(change.comment ? { comment } : { state: change.state }),
          ...(change.comment && files.length ? { attachments: files.map(binaryPart) } : {}),
        });
        if (change.comment) form.reset();
        await invalidate(queryKeys.crm.ticket);
        return { ok: true as const };
      },
      Boolean(change.comment),
    );
    if (r && !r.ok) form.setFormError(r.messageId);
  }

  if (ticket.isPending) return <Loading className="page narrow" />;
  if (ticket.isError || !t)
    return (
      <section className="page narrow support" role="alert" data-testid="ticket-error">
        <h1>{intl.formatMessage({ id: failureMessageId(ticket.error) })}</h1>
        <Link className="btn" to={to('/profile/tickets')}>
          <FormattedMessage id="tickets.back" defaultMessage="All tickets" />
        </Link>
      </section>
    );

  return (
    <section
      className="page narrow support"
      aria-labelledby={`${ids}-h`}
      data-testid="ticket-view"
      data-state={t.state}
    >
      <p>
        <Link to={to('/profile/tickets')}>
          <FormattedMessage id="tickets.back" defaultMessage="All tickets" />
        </Link>
      </p>
      <h1 id={`${ids}-h`} ref={heading} tabIndex={-1} dir="auto">
        {t.title}
      </h1>
      <p className="pay-note">
        #{t.requestid} ·{' '}
        {t.state === 'open' ? (
          <FormattedMessage id="tickets.open" defaultMessage="Open" />
        ) : (
          <FormattedMessage id="tickets.closed" defaultMessage="Closed" />
        )}
      </p>
      <ol className="support-messages">
        {(t.messages ?? []).map((m) => (
          <Message key={m.messageid} requestid={t.requestid} message={m} />
        ))}
      </ol>
      {t.state === 'open' && (
        <form
          className="box"
          noValidate
          aria-busy={form.busy}
          onSubmit={(e) => void send(e, { comment: true })}
        >
          <TextAreaField
            {...form.field('comment')}
            label={<FormattedMessage id="tickets.addComment" defaultMessage="Add a comment" />}
            rows={3}
            testId="ticket-reply"
          />
          <AttachmentPicker {...form.field('files')} />
          <TicketActions
            busy={form.busy}
            error={form.formError}
            testId="ticket-reply-send"
            extra={
              <button
                type="button"
                className="btn ghost"
                disabled={form.busy}
                onClick={() => void send(null, { state: 'closed' })}
                data-testid="ticket-close"
              >
                <FormattedMessage id="tickets.close" defaultMessage="Close ticket" />
              </button>
            }
          >
            <FormattedMessage id="tickets.sendComment" defaultMessage="Send comment" />
          </TicketActions>
        </form>
      )}
    </section>
  );
}

function Message({ requestid, message }: { requestid: string; message: TicketMessage }) {
  const when = useDisplayDate();
  const [error, setError] = useState<string | null>(null);
  async function open(attachmentid: string, name: string) {
    setError(null);
    try {
      const blob = await downloadTicketAttachment(requestid, { attachmentid, messageid: message.messageid });
      saveFile(blob, name);
    } catch (e) {
      setError(failureMessageId(e));
    }
  }
  return (
    <li className="support-message" data-testid="ticket-message" data-author={message.author}>
      <p className="pay-note">
        {message.author === 'AGENT' ? (
          <FormattedMessage id="tickets.agent" defaultMessage="Support" />
        ) : (
          <FormattedMessage id="tickets.you" defaultMessage="You" />
        )}{' '}
        · {when.dateTime(message.created)}
      </p>
      <p dir="auto">{message.text}</p>
      {(message.attachments ?? []).length > 0 && (
        <ul className="support-ticket-files">
          {(message.attachments ?? []).map((a) => (
            <li key={a.attachmentid}>
              <button
                type="button"
                className="btn ghost"
                onClick={() => void open(a.attachmentid, a.name)}
                data-testid="ticket-attachment"
              >
                <span dir="auto">{a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <FormError error={error} />}
    </li>
  );
}

// A support ticket (SPEC §2 /viewTicket/:ticketId, also the TICKET push action): its messages with their attachments
// (`downloadTicketAttachment`), a new comment with screenshots (`updateTicket`), and closing it.

import type { MessageId } from '@ott/domain';
import { failureMessageId } from '@ott/domain';
import { validateTicketComment } from '@ott/domain/validation';
import { binaryPart } from '@ott/sdk';
import { downloadTicketAttachment, type TicketMessage, updateTicket, useGetTicket } from '@ott/sdk/hooks/crm';
import { queryKeys } from '@ott/sdk/query-keys';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoginFirst } from '../../components/CallState';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { AttachmentPicker, addFiles } from './attachments';
import './support.css';
import { useDisplayDate } from '../../hooks/useDisplayDate';

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
  const heading = useRef<HTMLHeadingElement>(null);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [commentError, setCommentError] = useState<MessageId | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = ticket.data?.data;
  const loadedId = t?.requestid;
  useEffect(() => {
    if (loadedId) heading.current?.focus();
  }, [loadedId]);

  async function send(change: { comment?: string; state?: 'closed' }) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await updateTicket(requestid, {
        ...change,
        ...(change.comment && files.length ? { attachments: files.map(binaryPart) } : {}),
      });
      if (change.comment) {
        setComment('');
        setFiles([]);
      }
      await invalidate(queryKeys.crm.ticket);
    } catch (err) {
      setFailure(intl.formatMessage({ id: failureMessageId(err) }));
    }
    setBusy(false);
  }

  if (ticket.isPending)
    return (
      <p className="page narrow" aria-busy="true">
        <FormattedMessage id="tickets.loading" defaultMessage="Loading…" />
      </p>
    );
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
          className="support-box"
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            const invalid = validateTicketComment(comment);
            setCommentError(invalid);
            if (!invalid) void send({ comment });
          }}
        >
          <div className="field">
            <label htmlFor={`${ids}-comment`}>
              <FormattedMessage id="tickets.addComment" defaultMessage="Add a comment" />
            </label>
            <textarea
              id={`${ids}-comment`}
              rows={3}
              dir="auto"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-invalid={Boolean(commentError)}
              aria-describedby={commentError ? `${ids}-comment-error` : undefined}
              data-testid="ticket-reply"
            />
            {commentError && (
              <span
                id={`${ids}-comment-error`}
                className="field-error"
                role="alert"
                data-testid="ticket-reply-error"
              >
                {intl.formatMessage({ id: commentError })}
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
            <p className="field-error" role="alert">
              {failure}
            </p>
          )}
          <div className="support-actions">
            <button type="submit" className="btn" disabled={busy} data-testid="ticket-reply-send">
              <FormattedMessage id="tickets.sendComment" defaultMessage="Send comment" />
            </button>
            <button
              type="button"
              className="btn ghost"
              disabled={busy}
              onClick={() => void send({ state: 'closed' })}
              data-testid="ticket-close"
            >
              <FormattedMessage id="tickets.close" defaultMessage="Close ticket" />
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function Message({ requestid, message }: { requestid: string; message: TicketMessage }) {
  const intl = useIntl();
  const when = useDisplayDate();
  const [error, setError] = useState<string | null>(null);
  async function open(attachmentid: string, name: string) {
    setError(null);
    try {
      const blob = await downloadTicketAttachment(requestid, { attachmentid, messageid: message.messageid });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      setError(intl.formatMessage({ id: failureMessageId(e) }));
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
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

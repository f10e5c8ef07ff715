// SPEC §5 ticket attachments: images only, the same file name twice is refused ("Same file is already attached!"),
// an image under the minimum resolution is refused, the size is shown.
import type { MessageId } from '@ott/domain';
import { formatFileSize, TICKET_ATTACHMENT_TYPES, TICKET_IMAGE_MIN_RESOLUTION } from '@ott/domain/support';
import { validateAttachment, validateImageResolution } from '@ott/domain/validation';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FileButton, FormError, SubmitButton } from '../../components/FormFields';

async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The first problem with adding `file` to `attached`, or null. */
async function attachmentProblem(file: File, attached: readonly File[]): Promise<MessageId | null> {
  const duplicate = validateAttachment(
    file.name,
    attached.map((f) => f.name),
  );
  if (duplicate) return duplicate;
  if (!(TICKET_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return 'validation.image.resolutionTooLow';
  const size = await imageSize(file);
  if (!size) return 'validation.image.resolutionTooLow';
  return validateImageResolution(size, TICKET_IMAGE_MIN_RESOLUTION);
}

/** The screenshots of a ticket or a comment: each picked file checked as it is added, the refusal under the field. */
export function AttachmentPicker({ value, onChange }: { value: File[]; onChange(files: File[]): void }) {
  const intl = useIntl();
  const ids = useId();
  const [problem, setProblem] = useState<MessageId | null>(null);
  return (
    <div className="field">
      <label htmlFor={`${ids}-files`}>
        <FormattedMessage id="tickets.attachments" defaultMessage="Screenshots (optional)" />
      </label>
      <FileButton
        id={`${ids}-files`}
        text={<FormattedMessage id="tickets.addFiles" defaultMessage="Add screenshots" />}
        accept={TICKET_ATTACHMENT_TYPES.join(',')}
        multiple
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${ids}-files-error` : undefined}
        onChange={(e) => {
          void addFiles([...(e.target.files ?? [])], value).then((r) => {
            onChange(r.files);
            setProblem(r.problem);
          });
          e.target.value = '';
        }}
        testId="ticket-files"
      />
      {problem && (
        <span id={`${ids}-files-error`} className="field-error" role="alert" data-testid="ticket-files-error">
          {intl.formatMessage({ id: problem })}
        </span>
      )}
      {value.length > 0 && (
        <ul className="support-ticket-files">
          {value.map((f) => (
            <li key={f.name} data-testid="ticket-file">
              <span dir="auto">{f.name}</span> <span className="pay-note">{formatFileSize(f.size)}</span>{' '}
              <button
                type="button"
                className="btn ghost"
                aria-label={intl.formatMessage(
                  { id: 'tickets.removeFile', defaultMessage: 'Remove {name}' },
                  { name: f.name },
                )}
                onClick={() => onChange(value.filter((x) => x.name !== f.name))}
              >
                <FormattedMessage id="tickets.remove" defaultMessage="Remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Adds picked files one by one, stopping at the first refused one (its message is returned). */
async function addFiles(
  picked: File[],
  current: File[],
): Promise<{ files: File[]; problem: MessageId | null }> {
  let files = current;
  for (const f of picked) {
    const problem = await attachmentProblem(f, files);
    if (problem) return { files, problem };
    files = [...files, f];
  }
  return { files, problem: null };
}

/** The foot of a ticket form: the refusal of the call, the send button (one press at a time) and what stands beside. */
export function TicketActions({
  busy,
  error,
  testId,
  children,
  extra,
}: {
  busy: boolean;
  error: string | null;
  testId: string;
  children: ReactNode;
  extra: ReactNode;
}) {
  return (
    <>
      <FormError error={error} testId="ticket-failure" />
      <div className="support-actions">
        <SubmitButton busy={busy} lock className="btn" testId={testId}>
          {children}
        </SubmitButton>
        {extra}
      </div>
    </>
  );
}

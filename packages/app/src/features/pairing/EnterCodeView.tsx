// A subscriber pairs a TV (SPEC §2 /pairing, §5 code rules): the 6-digit code the TV shows, sent by pairTvDevice. A
// refused code shows at the field, anything else above the button; the code typed stays.

import { accountTabPath, PAIRING_CODE_LENGTH } from '@ott/domain';
import { validatePairingCode } from '@ott/domain/validation';
import { usePairTvDevice } from '@ott/sdk/hooks/sms';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { CodeField } from '../../components/CodeField';
import { FormError, SubmitButton } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useStepHeading } from '../../hooks/useStepHeading';

const codeRefusal = (messageId: string) =>
  messageId === 'error.pairingCodeInvalid' || messageId.startsWith('validation.pairingCode') ? 'code' : null;

export function EnterCodeView({ lang }: { lang: string | null }) {
  const form = useForm({ code: '' }, (v) => ({ code: validatePairingCode(v.code) }), codeRefusal);
  const [paired, setPaired] = useState<string | null>(null);
  const pair = usePairTvDevice();
  const heading = useStepHeading<HTMLHeadingElement>(paired ? 'done' : 'form');
  const devicesPath = accountTabPath('devices', lang);

  async function submit(e: FormEvent) {
    const r = await form.submit(e, async ({ code }) => {
      const answer = await pair.mutateAsync({ data: { code } });
      setPaired(answer.data.name ?? 'TV');
      return { ok: true as const };
    });
    if (r && !r.ok) form.refuse(r.messageId);
  }

  if (paired) {
    return (
      <section className="page narrow pairing" data-testid="pairing-done">
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage id="pairing.code.doneTitle" defaultMessage="Your TV is paired" />
        </h1>
        <p role="status">
          <FormattedMessage
            id="pairing.code.done"
            defaultMessage="{name} is now logged in to your account. You can sign it out any time in My Devices."
            values={{ name: <bdi>{paired}</bdi> }}
          />
        </p>
        <div className="pairing-actions">
          <button
            type="button"
            className="btn ghost"
            onClick={() => {
              form.reset();
              setPaired(null);
            }}
          >
            <FormattedMessage id="pairing.code.another" defaultMessage="Pair another TV" />
          </button>
          <Link className="btn ghost" to={devicesPath}>
            <FormattedMessage id="pairing.code.toDevices" defaultMessage="Go to My Devices" />
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="page narrow pairing" data-testid="pairing-code">
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="pairing.code.title" defaultMessage="Pair a TV" />
      </h1>
      <p>
        <FormattedMessage
          id="pairing.code.intro"
          defaultMessage="Open the app on your TV and choose to pair it. Enter the 6-digit code it shows."
        />
      </p>
      <form className="pairing-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
        <CodeField
          {...form.field('code')}
          label={<FormattedMessage id="pairing.code.label" defaultMessage="TV code" />}
          testId="pairing-code-input"
          errorTestId="pairing-code-error"
          inputClass="pairing-code-input"
          name="pairing-code"
          length={PAIRING_CODE_LENGTH}
        />
        <SubmitButton
          busy={form.busy}
          lock
          className="btn"
          testId="pairing-code-submit"
          busyLabel={<FormattedMessage id="pairing.code.pairing" defaultMessage="Pairing…" />}
        >
          <FormattedMessage id="pairing.code.submit" defaultMessage="Pair TV" />
        </SubmitButton>
        <FormError error={form.formError} testId="pairing-code-alert" />
      </form>
    </section>
  );
}

// The profile picture chosen from ready-made ones: one radio button each (arrow keys move, the name is read out),
// the current picture checked and ringed.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AVATARS } from './avatars';

export function AvatarGallery({ value, onChange }: { value: string | null; onChange(url: string): void }) {
  const intl = useIntl();
  const group = useId();
  return (
    <fieldset className="profile-gallery" data-testid="avatar-gallery">
      <legend>
        <FormattedMessage id="profiles.avatarGallery" defaultMessage="Choose a picture" />
      </legend>
      <div className="profile-gallery-grid">
        {AVATARS.map((a) => (
          <label key={a.id} className="profile-gallery-choice">
            <input
              type="radio"
              className="visually-hidden"
              name={group}
              value={a.id}
              checked={value === a.url}
              onChange={() => onChange(a.url)}
              data-testid={`profile-avatar-${a.id}`}
            />
            <img src={a.url} alt="" width={56} height={56} />
            <span className="visually-hidden">{intl.formatMessage(a.name)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

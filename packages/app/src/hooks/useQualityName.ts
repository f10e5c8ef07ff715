// A stream quality (SPEC §3 SD, HD, UHD1, UHD2; §9 resolutions) in words, the one mapping the details page, the plans
// and My Plans share: people know "Full HD" and "4K", not the contract's codes.
import type { Quality } from '@ott/domain';
import { defineMessages, useIntl } from 'react-intl';

const QUALITY_NAMES = defineMessages({
  SD: { id: 'quality.SD', defaultMessage: 'SD' },
  HD: { id: 'quality.HD', defaultMessage: 'Full HD' },
  UHD1: { id: 'quality.UHD1', defaultMessage: '2K' },
  UHD2: { id: 'quality.UHD2', defaultMessage: '4K' },
});

/** The words of a quality code; an unknown code stays as it is. */
export function useQualityName(): (quality: string) => string {
  const intl = useIntl();
  return (quality) => {
    const m = QUALITY_NAMES[quality as Quality];
    return m ? intl.formatMessage(m) : quality;
  };
}

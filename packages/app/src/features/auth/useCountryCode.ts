// The country code of a mobile number (SPEC §5, §7): detected by the SMS getcountry call, editable through the public
// country-code list. Loaded only once a field holds a mobile number. When neither answers, the field's validator says
// "The Country code could not be fetched!".
import { getListCountryCodesQueryOptions } from '@ott/sdk/hooks/config';
import { getGetCountryQueryOptions } from '@ott/sdk/hooks/sms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export function useCountryCode(enabled: boolean) {
  const [chosen, setChosen] = useState<string | null>(null);
  const country = useQuery({
    ...getGetCountryQueryOptions(),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 0,
  });
  const codes = useQuery({
    ...getListCountryCodesQueryOptions(),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 0,
  });
  const detected = country.data?.data.countrycode ?? '';
  const code = chosen ?? detected;
  const options = [...new Set([code, ...(codes.data ?? []).map((c) => c.dialcode)])].filter(Boolean);
  return {
    code,
    options,
    choose: setChosen,
    /** The subscriber's country (ISO 3166 alpha-2) as getcountry sees it, for a sign-up. */
    country: country.data?.data.country,
  };
}

// A subscriber whose plan does not include a title (e.g. a 4K-only title on a Full HD plan) is told which plans do,
// with their quality, and each links to the plans page with it chosen (SPEC §2 /subscription-plans/:planid).
import { plansPath } from '@ott/domain/commerce';
import type { Content } from '@ott/sdk/hooks/cms';
import { useListPlans } from '@ott/sdk/hooks/sms';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLangPath } from '../../hooks/useLangPath';
import { usePlaybackState } from '../../hooks/usePlayback';
import { useQualityName } from '../../hooks/useQualityName';
import { useSession } from '../../hooks/useServices';

export function PlanNote({ content }: { content: Content }) {
  const session = useSession();
  const quality = useQualityName();
  const to = useLangPath();
  const state = usePlaybackState(content);
  const current = state.status === 'ready' ? state.subscriptions[0] : undefined;
  const decision = state.status === 'ready' ? state.decision : null;
  const wanted = decision?.kind === 'subscribe' && current ? decision.candidates : [];
  const country = session.subscriber?.country ?? undefined;
  const plans = useListPlans(country ? { country } : undefined, { query: { enabled: wanted.length > 0 } });
  const ids = new Set(wanted.map((a) => a.availabilityid));
  const including = (plans.data?.data ?? []).filter(
    (p) => p.planid !== current?.planid && (p.availabilityset ?? []).some((id) => ids.has(id)),
  );
  if (!current || including.length === 0) return null;
  return (
    <div className="details-plan-note" data-testid="details-plan-note">
      <p>
        {current.quality ? (
          <FormattedMessage
            id="details.planNote.quality"
            defaultMessage="Your plan ({quality}) does not include this title. It comes with:"
            values={{ quality: quality(current.quality) }}
          />
        ) : (
          <FormattedMessage
            id="details.planNote"
            defaultMessage="Your plan does not include this title. It comes with:"
          />
        )}
      </p>
      <ul>
        {including.map((p) => (
          <li key={p.planid}>
            <Link to={to(plansPath({ planid: p.planid }))} data-testid="details-plan-link">
              <span className="provider-text">{p.name}</span>
              {p.quality && <span className="details-badge">{quality(p.quality)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

// SPEC §7 bundle items: a bundle's details list what it holds (`bundleitems`, fetched with `contentlist`), in order.
import type { Content } from '@ott/sdk/hooks/cms';
import { useListContent } from '@ott/sdk/hooks/cms';
import { useIntl } from 'react-intl';
import { Rail } from '../../components/Rail';

export function BundleItems({ content }: { content: Content }) {
  const intl = useIntl();
  const ids = content.objecttype === 'BUNDLE' ? (content.bundleitems ?? []) : [];
  const q = useListContent(
    { contentlist: JSON.stringify(ids), pagesize: ids.length || 1 },
    { query: { enabled: ids.length > 0 } },
  );
  if (ids.length === 0) return null;
  return (
    <div data-testid="bundle-items">
      <Rail
        title={intl.formatMessage({ id: 'details.bundleItems', defaultMessage: 'In this bundle' })}
        items={q.data?.data ?? []}
        layout="PORTRAIT"
        call={q}
        testId="bundle-items-rail"
      />
    </div>
  );
}

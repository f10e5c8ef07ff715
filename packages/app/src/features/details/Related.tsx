// Related titles (the `related` child route scrolls to them).
import { useListRelatedContent } from '@ott/sdk/hooks/cms';
import { useIntl } from 'react-intl';
import { Rail } from '../../components/Rail';
import { useScrollIntoView } from '../../hooks/useScrollIntoView';

export function Related({ contentId, focus }: { contentId: string; focus: boolean }) {
  const intl = useIntl();
  const q = useListRelatedContent(contentId, { pagesize: 20 });
  const ref = useScrollIntoView<HTMLDivElement>(focus && q.isSuccess);
  return (
    <div ref={ref} data-testid="related">
      <Rail
        title={intl.formatMessage({ id: 'details.related', defaultMessage: 'More like this' })}
        items={q.data?.data ?? []}
        layout="LANDSCAPE"
        call={q}
        testId="related-rail"
      />
    </div>
  );
}

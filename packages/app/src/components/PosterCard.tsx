// A title's poster, sized before it loads (no layout shift), lazy, with a skeleton until the image arrives.
// The file index comes from the domain (SPEC §9: index 2, index 1 on the watchlist).
import { posterFileIndex } from '@ott/domain';
import type { Content } from '@ott/sdk/hooks/cms';
import { useState } from 'react';
import { Link } from 'react-router-dom';

export type PosterLayout = 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE' | 'BANNER';

export function posterFor(
  content: Pick<Content, 'poster'>,
  layout: PosterLayout,
  opts: { watchlist?: boolean } = {},
) {
  const type = layout === 'BANNER' ? 'LANDSCAPE' : layout;
  const poster = content.poster?.find((p) => p.postertype === type) ?? content.poster?.[0];
  const files = poster?.file ?? [];
  return files[posterFileIndex(opts)] ?? files[files.length - 1] ?? null;
}

export function PosterImage({
  content,
  layout,
  watchlist,
  eager,
}: {
  content: Content;
  layout: PosterLayout;
  watchlist?: boolean;
  eager?: boolean;
}) {
  const file = posterFor(content, layout, { watchlist });
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={`art ${layout}${loaded ? '' : ' skeleton'}`}>
      {file && (
        <img
          src={file.url}
          width={file.width}
          height={file.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  );
}

export function PosterCard({
  content,
  layout,
  to,
  watchlist,
  eager,
}: {
  content: Content;
  layout: PosterLayout;
  to: string;
  watchlist?: boolean;
  eager?: boolean;
}) {
  return (
    <Link className="card" to={to} data-testid="poster-card" data-objectid={content.objectid}>
      <PosterImage content={content} layout={layout} watchlist={watchlist} eager={eager} />
      <div className="title">{content.title}</div>
    </Link>
  );
}

/** SPEC §2 details route: /:lang?/details/:title/:contentId */
export const detailsPath = (content: Pick<Content, 'objectid' | 'title'>) =>
  `/details/${encodeURIComponent(content.title.replace(/\s+/g, '-').toLowerCase())}/${content.objectid}`;

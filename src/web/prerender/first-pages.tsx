/**
 * A logged-in visitor's first screen rendered by the Node host (src/server/http/first-page.ts),
 * with the first page of posts in the HTML: the largest thing on the screen then paints with the
 * page, not after the code has arrived and run. The app takes over in the same place, reading the
 * same answer (src/web/lib/early-answers.ts) instead of asking again.
 */
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import type { PostsPageResponse } from '@/contract';
import { endpoints } from '@/contract/endpoints';
import { Component as Explore } from '../app/routes/explore';
import { Component as Feed } from '../app/routes/feed';
import { createQueryClient } from '../app/query-client';
import { paths } from '../config/paths';
import {
  FirstPaintRender,
  firstPostList,
  postPagesQuery,
  type FirstPostList,
} from '@/web/features/posts';
import { endpointUrl } from '../lib/endpoint-url';
import { ServerRenderViewer } from '../lib/session';
import { postsPerPage } from '../lib/shared-state';
import { Frame, finishPage, type RenderedPage } from './frame';
import { SignedInFrame } from './signed-in-frame';

/** A page that can be rendered so, and the API call (path and query) its posts come from. */
export interface FirstPageRequest {
  /** The page's address, its query included. */
  address: string;
  list: FirstPostList;
  apiUrl: string;
}

/** What / and /explore show first: the feed's first tab, and Explore in the address's order. */
export function firstPageRequest(pathname: string, search: string): FirstPageRequest | undefined {
  const list = firstPostList(pathname, search);
  if (!list) return undefined;
  // As the app asks for a list's first page (post-queries.ts): the same address, to the byte.
  const endpoint = list.kind === 'feed' ? endpoints.feed : endpoints.posts;
  const apiUrl = endpointUrl(endpoint, {}, { limit: postsPerPage, sort: list.sort });
  return { address: pathname + search, list, apiUrl };
}

/** The logged-in frame with the page and its first posts, as `viewer` sees them. */
export function renderFirstPage(
  request: FirstPageRequest,
  answer: PostsPageResponse,
  viewer: string,
): RenderedPage {
  const queryClient = createQueryClient();
  queryClient.setQueryData(postPagesQuery(request.list).queryKey, {
    pages: [answer],
    pageParams: [undefined],
  });
  const html = renderToString(
    <Frame path={request.address} queryClient={queryClient}>
      <ServerRenderViewer value={viewer}>
        <FirstPaintRender value={true}>
          <SignedInFrame aside={<div />}>
            <Routes>
              <Route path={paths.feed.path} element={<Feed />} />
              <Route path={paths.explore.path} element={<Explore />} />
            </Routes>
          </SignedInFrame>
        </FirstPaintRender>
      </ServerRenderViewer>
    </Frame>,
  );
  return finishPage(html, 'Murmur');
}

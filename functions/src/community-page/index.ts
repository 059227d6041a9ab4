import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../options.js';
import { handleCommunityPage } from './community-page.js';
import { siteRenderDir, siteRenderLoader } from './site-render.js';

const siteRender = siteRenderLoader(siteRenderDir());

/** The community's lists with their first page (firebase.json's rewrites). Public, like the lists. */
export const communityPage = onRequest({ region: REGION, invoker: 'public', memory: '512MiB' }, (request, response) =>
  handleCommunityPage(request, response, { siteRender }),
);

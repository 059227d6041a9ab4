import { onRequest } from 'firebase-functions/v2/https';
import { SITE_ORIGIN } from '../site-origin.js';
import { siteRenderDir, siteRenderLoader } from '../community-page/site-render.js';
import { handlePostPage } from './post-page.js';
import { hostingOrigin, sitePageLoader } from './shell.js';
import { REGION } from '../options.js';

const sitePage = sitePageLoader(() => hostingOrigin(SITE_ORIGIN.value()));
const siteRender = siteRenderLoader(siteRenderDir());

/** /voa/blog/posts/:slug, through the Hosting rewrite in firebase.json. Public, like the blog. */
export const postPage = onRequest({ region: REGION, invoker: 'public', memory: '512MiB' }, (request, response) =>
  handlePostPage(request, response, { siteRender, sitePage }),
);

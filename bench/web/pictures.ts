// bench:web's pictures: a scratch world whose one account's feed has pictures in every post (phone
// photos, uploaded through the picture pipeline), then what the first screen of / costs a phone:
// the picture bytes a 390 px wide page downloads, set beside the same pictures as uploaded (which
// is what every reader got before the pipeline: the original, byte for byte), and Lighthouse's
// largest contentful paint of / (mobile preset), the median of LIGHTHOUSE_RUNS (3).
import type { Browser, Page, Request } from '@playwright/test';
import { auditInFreshBrowser } from '../lighthouse/audit';
import { HttpClient } from '../support/http';
import { startServer } from '../support/server';
import { signUp, type NewAccount, type Session } from '../support/session';
import { numberSetting } from '../support/settings';
import { spread } from '../support/stats';
import { twelveMegapixelJpeg, uploadPicture } from '../support/upload';
import { scratchWorld } from '../support/world';
import { logInThroughForm, newPage, type PageSettings } from './pages';

/** Pictures per post, newest post last: every post has some, as a photo-sharing feed would. */
const picturesPerPost = [1, 2, 4, 1, 3, 1, 2, 1, 4, 1];
const viewport = { width: 390, height: 844 };
const lighthouseRuns = Math.max(1, numberSetting('LIGHTHOUSE_RUNS', 3));
const account: NewAccount = {
  firstName: 'Pia',
  lastName: 'Pictures',
  username: 'pia.pictures',
  email: 'pia.pictures@example.com',
  password: 'pictures-on-every-post',
};

export interface PictureFigures {
  pictures: number;
  uploadedBytes: number;
  /** Picture files the first screen downloaded, and their bytes. */
  files: number;
  bytes: number;
  /** The same pictures' uploaded originals, as served before the pipeline. */
  originalBytes: number;
  lcpMs: number[];
}

/** Posts the feed: each picture uploaded once, each of its served URLs mapped to its original size. */
async function postPictures(serverUrl: string, session: Session, photo: Uint8Array<ArrayBuffer>) {
  const client = new HttpClient(serverUrl, { timeoutMs: 60_000 });
  const original = new Map<string, string>(); // a served URL → the upload it is a copy of
  try {
    for (const [index, count] of picturesPerPost.entries()) {
      const media = [];
      for (let n = 0; n < count; n++) {
        const upload = await uploadPicture(serverUrl, session.token, photo);
        for (const url of [upload.url, ...upload.variants.map((variant) => variant.url)])
          original.set(url, upload.url);
        media.push({ url: upload.url, alt: `Photo ${n + 1} of post ${index + 1}` });
      }
      const postData = { content: `A walk, part ${index + 1}`, media };
      await client.json('POST', '/api/posts', { token: session.token, body: { postData } });
    }
  } finally {
    client.close();
  }
  return original;
}

/** Opens / cold and counts the picture bytes until the pictures on screen are loaded. */
async function firstScreenBytes(page: Page, timeoutMs: number) {
  const fetched = new Map<string, number>();
  let inFlight = 0;
  let settled: () => void = () => {};
  const quiet = new Promise<void>((done) => (settled = done));
  const isPicture = (url: string) => new URL(url).pathname.startsWith('/media/');
  page.on('request', (request) => {
    if (isPicture(request.url())) inFlight += 1;
  });
  const finished = async (request: Request, failed: boolean) => {
    if (!isPicture(request.url())) return;
    const response = failed ? null : await request.response().catch(() => null);
    const body = await response?.body().catch(() => undefined);
    fetched.set(request.url(), body?.byteLength ?? 0);
    inFlight -= 1;
    if (inFlight === 0) settled();
  };
  page.on('requestfinished', (request) => void finished(request, false));
  page.on('requestfailed', (request) => void finished(request, true));
  await page.goto('/');
  // The app in place of the pre-rendered page (which holds back all but the largest picture), and
  // every picture inside the viewport decoded: what the first screen shows.
  await page.waitForFunction(
    () => {
      if (document.querySelector('[data-shell]')) return false;
      const onScreen = [...document.querySelectorAll('img')].filter((image) => {
        const box = image.getBoundingClientRect();
        return image.currentSrc.includes('/media/') || image.src.includes('/media/')
          ? box.width > 0 && box.bottom > 0 && box.top < innerHeight
          : false;
      });
      return onScreen.length > 0 && onScreen.every((image) => image.complete);
    },
    null,
    { timeout: timeoutMs, polling: 100 },
  );
  // And whatever the browser had started fetching by then (lazy pictures just below) finished.
  if (inFlight > 0) await quiet;
  return fetched;
}

export async function measurePictures(
  browser: () => Promise<Browser>,
  timeoutMs: number,
): Promise<PictureFigures> {
  const world = await scratchWorld('bench-web-pictures');
  const server = await startServer(world, { label: 'bench-web-pictures' });
  try {
    const client = new HttpClient(server.url, { timeoutMs: 60_000 });
    const session = await signUp(client, account).finally(() => client.close());
    const photo = await twelveMegapixelJpeg();
    const original = await postPictures(server.url, session, photo);
    const pages: PageSettings = { baseUrl: server.url, timeoutMs };
    const state = await logInThroughForm(await browser(), pages, account);
    const { context, page } = await newPage(await browser(), state, viewport, pages);
    const fetched = await firstScreenBytes(page, timeoutMs).finally(() => context.close());
    const pictures = new Set([...fetched.keys()].map((url) => original.get(new URL(url).pathname)));
    const lcpMs: number[] = [];
    for (let run = 0; run < lighthouseRuns; run++) {
      const figures = await auditInFreshBrowser(`${server.url}/`, session, {
        timeoutMs: 120_000,
        reportsDir: process.env.LIGHTHOUSE_REPORTS?.trim() || undefined,
      });
      lcpMs.push(figures.lcp);
    }
    return {
      pictures: picturesPerPost.reduce((sum, count) => sum + count, 0),
      uploadedBytes: photo.byteLength,
      files: fetched.size,
      bytes: [...fetched.values()].reduce((sum, bytes) => sum + bytes, 0),
      originalBytes: pictures.size * photo.byteLength,
      lcpMs,
    };
  } finally {
    await server.stop();
    await world.close();
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

export function printPictures(figures: PictureFigures) {
  const lcp = spread(figures.lcpMs);
  const seconds = (ms: number | undefined) => `${((ms ?? NaN) / 1000).toFixed(2)} s`;
  console.log(
    `\nPictures: / at ${viewport.width}×${viewport.height}, a feed of ${picturesPerPost.length} ` +
      `posts with ${figures.pictures} photos (4000×3000 JPEG, ${kb(figures.uploadedBytes)} each)`,
  );
  console.log(
    `  first screen downloaded ${kb(figures.bytes)} of pictures in ${figures.files} files ` +
      '(target ≤ 300 KB)',
  );
  console.log(
    `  the same pictures as uploaded, which is what was served before the pipeline: ` +
      kb(figures.originalBytes),
  );
  console.log(
    `  Lighthouse mobile LCP of /, ${figures.lcpMs.length} runs: median ${seconds(lcp?.median)} ` +
      `(${seconds(lcp?.min)} to ${seconds(lcp?.max)}; target ≤ 1.5 s)`,
  );
}

// One Lighthouse audit of one page, in a Chromium of its own: launched for the audit, given the
// page's session, killed after. Debian's Chromium has been seen to record no trace (NO_NAVSTART)
// for every page after the first audited in one browser, while each page passed in a fresh one;
// and an empty profile is the first visit every run means to measure. An audit that runs past its time
// is ended by killing its browser (docs/benchmarks.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { sessionCookieName } from '@/contract';
import { chromiumFlags, chromiumPath } from '../support/browser';
import type { Session } from '../support/session';

export interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  /** The accessibility audits that scored 0. */
  failedA11y: string[];
}

/** A failed audit, with Lighthouse's error code (NO_NAVSTART...) when it gave one. */
export class AuditError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** src/web/lib/storage.ts's storageKeys.loginDetails, which holds `{ user, token }`. */
const loginDetailsKey = 'loginDetails';

/**
 * Puts the session where the app keeps it (or takes it away): localStorage, and the cookie the
 * app mirrors its token into (src/web/lib/session-cookie.ts).
 */
async function setSession(port: number, origin: string, session: Session | undefined) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/health`);
    const details = session ? JSON.stringify({ user: session.user, token: session.token }) : null;
    await page.evaluate(
      (key, value, cookie, token) => {
        if (value) localStorage.setItem(key, value);
        else localStorage.clear();
        document.cookie = token
          ? `${cookie}=${encodeURIComponent(token)}; Path=/; SameSite=Lax`
          : `${cookie}=; Path=/; Max-Age=0`;
      },
      loginDetailsKey,
      details,
      sessionCookieName,
      session?.token ?? null,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const numeric = (audit: { numericValue?: number } | undefined) => audit?.numericValue ?? NaN;

async function runLighthouse(port: number, url: string, reportsDir: string | undefined) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session put in localStorage beforehand must survive.
    disableStorageReset: true,
  });
  if (!result) throw new AuditError('NO_RESULT', 'Lighthouse gave no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new AuditError(lhr.runtimeError.code, lhr.runtimeError.message);
  if (reportsDir && typeof result.report === 'string') {
    mkdirSync(reportsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    writeFileSync(join(reportsDir, `${name}-${Date.now()}.json`), result.report);
  }
  const { performance, accessibility } = lhr.categories;
  const a11yIds = new Set(accessibility?.auditRefs.map((ref) => ref.id));
  return {
    performance: Math.round((performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility?.score ?? 0) * 100),
    fcp: numeric(lhr.audits['first-contentful-paint']),
    lcp: numeric(lhr.audits['largest-contentful-paint']),
    tbt: numeric(lhr.audits['total-blocking-time']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedA11y: Object.values(lhr.audits)
      .filter((entry) => entry.score === 0 && a11yIds.has(entry.id))
      .map((entry) => entry.id),
  };
}

/** Audits url in a new Chromium with the session (none: a new visitor), within timeoutMs. */
export async function auditInFreshBrowser(
  url: string,
  session: Session | undefined,
  { timeoutMs, reportsDir }: { timeoutMs: number; reportsDir: string | undefined },
): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const audit = (async () => {
      await setSession(chrome.port, new URL(url).origin, session);
      return runLighthouse(chrome.port, url, reportsDir);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new AuditError('TIMEOUT', `no result within ${timeoutMs / 1000} s`));
      }, timeoutMs);
    });
    audit.catch(() => {}); // once timed out, what it throws as its browser dies is not news
    return await Promise.race([audit, timeout]);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

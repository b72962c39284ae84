import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewMailRow, Store } from '../../backend/store/port';
import { openStore } from '../database/open-store';
import { createLogger, type Logger } from '../logger';
import { startMailSender, type MailSender } from './mail-sender';
import { createLogTransport, createSmtpTransport } from './mail-transport';
import { startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox';

const from = 'Murmur <murmur@murmur.test>';
const mail = (n: number): NewMailRow => ({
  _id: `m${n}`,
  to: `person${n}@example.com`,
  subject: `Reset your password ${n}`,
  text: `Open http://localhost:3000/reset-password?token=t${n}`,
  createdAt: new Date().toISOString(),
});

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'murmur-mail-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

async function inbox(): Promise<SmtpInbox> {
  const started = await startSmtpInbox();
  cleanups.push(started.close);
  return started;
}

function quietLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(
    createLogger('debug', (_severity, line) => lines.push(line)),
    { lines },
  );
}

function sender(store: Store, smtp: SmtpInbox, logger: Logger, options = {}): MailSender {
  const started = startMailSender(store, createSmtpTransport(smtp.url, from), logger, {
    pollMs: 20,
    ...options,
  });
  cleanups.push(() => started.stop());
  return started;
}

async function sqliteStore(dataDir: string) {
  const store = await openStore({ dataDir });
  cleanups.push(() => store.close());
  return store;
}

describe('the mail sender', () => {
  it('sends queued mail through an SMTP conversation and marks it sent', async () => {
    const smtp = await inbox();
    const store = await sqliteStore(tempDataDir());
    await store.mail.enqueue(mail(1));
    sender(store, smtp, quietLogger());
    const [received] = await smtp.waitFor(1);
    expect(received).toMatchObject({
      from: '"Murmur" <murmur@murmur.test>',
      to: 'person1@example.com',
      subject: 'Reset your password 1',
    });
    expect(received!.text).toContain('http://localhost:3000/reset-password?token=t1');
    await vi.waitFor(async () => expect((await store.mail.get('m1'))?.sentAt).not.toBeNull());
    expect((await store.mail.get('m1'))?.attempts).toBe(1);
  });

  it('keeps the queue across a restart: mail queued before the stop is sent after it', async () => {
    const smtp = await inbox();
    const dataDir = tempDataDir();
    const before = await openStore({ dataDir });
    await before.mail.enqueue(mail(2));
    // The server stops before any sender took the mail.
    await before.close();
    expect(smtp.received).toEqual([]);

    const after = await sqliteStore(dataDir);
    sender(after, smtp, quietLogger());
    expect((await smtp.waitFor(1))[0]?.to).toBe('person2@example.com');
  });

  it('retries a refused mail with a backoff that doubles, then delivers it', async () => {
    const smtp = await inbox();
    smtp.refuseNext(2);
    const store = await sqliteStore(tempDataDir());
    const logger = quietLogger();
    await store.mail.enqueue(mail(3));
    sender(store, smtp, logger, { retryBaseMs: 150 });
    const [received] = await smtp.waitFor(1);
    const [first, second] = smtp.refused;
    expect(second! - first!).toBeGreaterThanOrEqual(140);
    expect(received!.atMs - second!).toBeGreaterThanOrEqual(290);
    await vi.waitFor(async () => expect((await store.mail.get('m3'))?.sentAt).not.toBeNull());
    expect((await store.mail.get('m3'))?.attempts).toBe(3);
    expect(
      logger.lines.filter(
        (line) => line.includes('"level":"warn",') && line.includes('"msg":"Mail m3'),
      ),
    ).toHaveLength(2);
  });

  it('gives up after the last attempt and logs it', async () => {
    const smtp = await inbox();
    smtp.refuseNext(100);
    const store = await sqliteStore(tempDataDir());
    const logger = quietLogger();
    await store.mail.enqueue(mail(4));
    const failures: string[] = [];
    const onFailure = (outcome: string) => void failures.push(outcome);
    sender(store, smtp, logger, { retryBaseMs: 20, maxAttempts: 3, onFailure });
    await vi.waitFor(async () => expect((await store.mail.get('m4'))?.failedAt).not.toBeNull(), {
      timeout: 5_000,
    });
    expect(smtp.refused).toHaveLength(3);
    // What the metrics count: two retried failures, then the last.
    expect(failures).toEqual(['retry', 'retry', 'given_up']);
    expect((await store.mail.get('m4'))?.lastError).toMatch(/451/);
    expect(
      logger.lines.some(
        (line) => line.includes('"level":"error",') && line.includes('"msg":"Gave up on mail m4'),
      ),
    ).toBe(true);
    // Named by its id: an address is never logged once SMTP takes the mail.
    expect(logger.lines.join('\n')).not.toContain('person4@example.com');
  });

  it('writes each mail to the log as one line without SMTP_URL', async () => {
    const logger = quietLogger();
    await createLogTransport(logger).send(mail(5));
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('person5@example.com');
    expect(logger.lines[0]).toContain('Reset your password 5');
    expect(logger.lines[0]).toContain('http://localhost:3000/reset-password?token=t5');
  });
});

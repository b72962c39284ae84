import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the mail settings', () => {
  it('default to the log, a local sender and the local address on PORT', () => {
    expect(readConfig({ PORT: '4100' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Murmur <murmur@localhost>',
      publicUrl: 'http://localhost:4100',
      requireVerifiedEmail: false,
    });
  });

  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL and REQUIRE_VERIFIED_EMAIL', () => {
    expect(
      readConfig({
        SMTP_URL: 'smtps://mailer:s3cret@mail.example:465',
        MAIL_FROM: 'Murmur <hello@murmur.example>',
        PUBLIC_URL: 'https://murmur.example/',
        REQUIRE_VERIFIED_EMAIL: 'yes',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@mail.example:465',
      from: 'Murmur <hello@murmur.example>',
      publicUrl: 'https://murmur.example',
      requireVerifiedEmail: true,
    });
    expect(readConfig({ MAIL_FROM: 'hello@murmur.example' }).mail.from).toBe(
      'hello@murmur.example',
    );
  });

  it('refuses to start with a bad value, naming it, and never repeats an SMTP password', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://mailer:s3cret@mail.example',
      MAIL_FROM: 'nobody',
      PUBLIC_URL: 'murmur.example',
      REQUIRE_VERIFIED_EMAIL: 'sometimes',
    });
    expect(problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587',
      'MAIL_FROM must be an address or "Name <address>" (got "nobody")',
      'PUBLIC_URL must be the http:// or https:// address people open, such as https://murmur.example (got "murmur.example")',
      'REQUIRE_VERIFIED_EMAIL must be true or false (got "sometimes")',
    ]);
    expect(problems.join('\n')).not.toContain('s3cret');
    expect(problemsOf({ PUBLIC_URL: 'https://murmur.example/?x=1' })[0]).toMatch(/^PUBLIC_URL/);
  });
});

/** The mails the API sends, in plain text: every link is written out whole. */

export function passwordResetMail(username: string, link: string) {
  return {
    subject: 'Reset your Murmur password',
    text: [
      `Hello @${username},`,
      '',
      'Someone asked to reset the password of your Murmur account. To choose a new one, open',
      link,
      '',
      'The link works once, for an hour. Using it logs you out everywhere.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function verifyEmailMail(username: string, link: string) {
  return {
    subject: 'Confirm your email address on Murmur',
    text: [
      `Hello @${username},`,
      '',
      'To confirm that this is your email address on Murmur, open',
      link,
      '',
      'The link works once, for two days. If you did not sign up, ignore this mail.',
    ].join('\n'),
  };
}

export function changeEmailMail(username: string, link: string) {
  return {
    subject: 'Confirm your new email address on Murmur',
    text: [
      `Hello @${username},`,
      '',
      'You asked to use this address for your Murmur account. To confirm it, open',
      link,
      '',
      'The change takes effect once you open the link, which works once, for two days.',
      'If you did not ask for this, ignore this mail: nothing changes.',
    ].join('\n'),
  };
}

export function emailChangeNoticeMail(username: string, newEmail: string) {
  return {
    subject: 'Your Murmur email address is about to change',
    text: [
      `Hello @${username},`,
      '',
      `Someone logged in as you asked to change your account's email address to ${newEmail}.`,
      'It changes once the new address is confirmed.',
      'If this was not you, change your password now: until then this address stays yours.',
    ].join('\n'),
  };
}

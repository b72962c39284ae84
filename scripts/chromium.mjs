// Debian's Chromium, which the e2e tests, npm run bench:web and npm run lighthouse drive (no
// browser is ever downloaded; docs/configuration.md, CHROMIUM_PATH): where it is, and the flags
// it runs with. Without them Chromium keeps calling home, and this network refuses every call.

export const chromiumPath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// node scripts/make-icons.mjs: the installable app's PNG icons (public/icons/, and Apple's at the root, where iOS also looks), drawn by Chromium
// from public/favicon.svg. Run again after the logo changes; the PNGs are committed.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const logo = readFileSync('public/favicon.svg', 'utf8');
// "any" icons show the logo on the page colour; a "maskable" one keeps it inside the 80 % safe
// circle that launchers may crop to; Apple's touch icon gets a plain square (iOS rounds it).
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0.08 },
  { file: 'icon-512.png', size: 512, inset: 0.08 },
  { file: 'maskable-512.png', size: 512, inset: 0.2 },
  { file: '../apple-touch-icon.png', size: 180, inset: 0.12 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
for (const { file, size, inset } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const pad = Math.round(size * inset);
  await page.setContent(
    `<body style="margin:0;background:#ffffff;display:grid;place-items:center;width:${size}px;height:${size}px">
       <div style="width:${size - 2 * pad}px;height:${size - 2 * pad}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
     </body>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: false });
}
await browser.close();

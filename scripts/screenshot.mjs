// Dev aid: node scripts/screenshot.mjs URL OUT.png [width] [light|dark] [fullPage]
import { chromium } from '@playwright/test';

const [url, out, width = '1280', theme = 'dark', full = 'true'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(700);
await page.screenshot({ path: out, fullPage: full === 'true' });
await browser.close();

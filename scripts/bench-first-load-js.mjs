// First-load JavaScript of a page: the gzip bytes of every <script src> its HTML loads (Next 16 no longer prints it).
// Usage: node scripts/bench-first-load-js.mjs [BASE_URL] [path ...]   (default http://127.0.0.1:3000  / /resources /contact)
import { gzipSync } from 'node:zlib';

const [base = process.env.BENCH_URL || 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2);
const paths = rest.length > 0 ? rest : ['/', '/resources', '/contact'];
const cache = new Map();

async function gzipBytes(url) {
  if (!cache.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return cache.get(url);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let failed = false;
for (const path of paths) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) {
    console.error(`${path}: HTTP ${response.status}`);
    failed = true;
    continue;
  }
  const html = await response.text();
  const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]))];
  const sizes = await Promise.all(sources.map((src) => gzipBytes(new URL(src.replace(/&amp;/g, '&'), base).toString())));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + gzipSync(match[1]).length, 0);
  console.log(`${path.padEnd(14)} ${String(sources.length).padStart(3)} scripts  ${kib(total).padStart(10)} gzip  (+ ${kib(inline)} inline, gzip)`);
}
process.exit(failed ? 1 : 0);

// npm run bench:api [-- URL]: a short autocannon run against GET /api/testimonials of a running server.
import autocannon from 'autocannon';

const url = process.argv[2] || `http://127.0.0.1:${process.env.PORT || 3000}/api/testimonials`;
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);

const probe = await fetch(url).catch((error) => ({ ok: false, status: String(error.cause?.code || error.message) }));
if (!probe.ok) {
  console.error(`${url} answered ${probe.status}: start the server first (npm start) or pass its URL.`);
  process.exit(1);
}

const result = await autocannon({ url, duration, connections });
const failures = result.errors + result.timeouts + result.non2xx;
console.log(`GET ${url}`);
console.log(`${connections} connections, ${duration} s: ${result.requests.total} requests, ${failures} failed`);
console.log(`requests/s: average ${result.requests.average.toFixed(0)}, p50 ${result.requests.p50}`);
console.log(`latency ms: average ${result.latency.average.toFixed(2)}, p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`);
process.exit(failures > 0 ? 1 : 0);

// Made-up but plausible rows for the large data set (npm run seed:large) and the inbox benchmark (bench:leads).
import { randomUUID } from 'node:crypto';

const sources = ['direct', 'linkedin', 'google', 'newsletter', 'news.ycombinator.com', 'bing'];
const statuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'spam'];
export const companies = ['Northwind', 'LogiQ Freight', 'CliniCare', 'Ledger BV', 'Acme Legal', 'Harbor Health', 'Fintrack', 'Cargo One'];
export const topics = ['cloud cost review', 'AI readiness', 'route planning', 'HIPAA hosting', 'contract search', 'fraud detection', 'security audit'];
const DAY = 86_400_000;

/** `count` contact requests spread over the last 700 days, newest first, every status and source. */
export function leadRows(count: number, now = Date.now(), offset = 0) {
  return Array.from({ length: count }, (_, index) => {
    const i = index + offset;
    const created = new Date(now - Math.floor((i / Math.max(count + offset, 1)) * 700 * DAY) - (i % 97) * 60_000).toISOString();
    const company = companies[i % companies.length]!;
    return {
      id: randomUUID(),
      name: `Lead ${i} ${company.split(' ')[0]}`,
      email: `lead${i}@${company.toLowerCase().replace(/\W/g, '')}.example`,
      company,
      message: `Hello, we would like to talk about a ${topics[i % topics.length]} for our team of ${(i % 50) + 5}.`,
      status: statuses[i % statuses.length]!,
      user_agent: 'Seed/1.0',
      owner_id: null,
      phone: null,
      service: null,
      industry: null,
      marketing_consent_at: null,
      consent_version: null,
      attribution: null,
      source: sources[i % sources.length]!,
      spam_reasons: null,
      created_at: created,
      updated_at: created,
    };
  });
}

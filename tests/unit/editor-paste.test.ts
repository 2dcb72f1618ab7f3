// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '@/components/admin/editor/paste';

const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/fixtures/paste', `${name}.html`), 'utf8');
/** The cleaned HTML as one line, without the whitespace text nodes Word puts between tags. */
const clean = (name: string) => cleanPastedHtml(fixture(name)).replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

const styling = [/style=/i, /class="(?!language-)/i, /font-family/i, /color/i, /\sid=/i, /dir=/i, /lang=/i, /<span/i, /<font/i, /<o:p/i, /<meta/i, /<col/i, /mso-/i, /<!--/];

describe('cleanPastedHtml', () => {
  it.each(['google-docs', 'word', 'notion'])('drops fonts, colours, sizes, classes and ids from %s', (name) => {
    const html = clean(name);
    for (const pattern of styling) expect(html, `${pattern} in ${html}`).not.toMatch(pattern);
  });

  it('Google Docs: unwraps the docs-internal-guid <b>, turns styled spans into strong/em, keeps headings, lists, links, tables', () => {
    const html = clean('google-docs');
    expect(html).not.toMatch(/<b[\s>]/);
    expect(html).toContain('<h2>Cloud migration checklist</h2>');
    expect(html).toContain('<h3>Before you start</h3>');
    expect(html).toContain('<p>Plan the move in <strong>three phases</strong>, each with a named <em>owner</em>.</p>');
    expect(html).toContain('<ul><li><p>Inventory every workload</p></li><li><p>Tag costs by team</p></li></ul>');
    expect(html).toContain('<ol><li><p>Move the test environments</p></li><li><p>Move production</p></li></ol>');
    expect(html).toContain('<a href="https://cloud.google.com/architecture/migration-to-gcp-getting-started">the migration guide</a>');
    expect(html).toMatch(/<table><tbody><tr><td><p><strong>Phase<\/strong><\/p><\/td><td><p><strong>Weeks<\/strong><\/p><\/td><\/tr><tr><td><p>Assess<\/p><\/td>/);
  });

  it('Word: rebuilds mso-list paragraphs as nested lists without the bullet characters, drops <o:p> and spacer paragraphs', () => {
    const html = clean('word');
    expect(html).toContain('<h2>Security review findings</h2>');
    expect(html).toContain('<h3>Critical issues</h3>');
    expect(html).toContain('The review found <b>three critical</b> issues and <i>several</i> minor ones.');
    expect(html).toContain('<a href="https://owasp.org/www-project-top-ten/">OWASP Top Ten</a>');
    expect(html).toContain('<ul><li>Secrets in the repository<ul><li>Two API keys in old commits</li></ul></li><li><b>No multi-factor sign-in</b> for administrators</li></ul>');
    expect(html).toContain('<ol><li>Rotate the keys</li><li>Turn on MFA</li></ol>');
    expect(html).not.toMatch(/·|&nbsp;<\/p>|<p> ?<\/p>/);
    expect(html).toMatch(/<table><tbody><tr><td><p><b>Finding<\/b><\/p><\/td><td><p><b>Severity<\/b><\/p><\/td><\/tr><tr><td><p>Secrets in the repository<\/p><\/td><td><p>High<\/p><\/td><\/tr><\/tbody><\/table>/);
  });

  it('Notion: keeps headings, marks, code with its language, lists, quote and the header row of tables', () => {
    const html = clean('notion');
    expect(html).toContain('<h2>Incident response runbook</h2><p>When an alert fires, <strong>page the on-call engineer</strong> first, then open a <em>fresh</em> incident channel. Keep <code>#incidents</code>');
    expect(html).toContain('<a href="https://www.notion.so/smarttech/On-call-policy-4f1e2d3c4b5a">On-call policy</a>');
    expect(html).toContain('<h3>First fifteen minutes</h3>');
    // Notion copies one list per item; they are joined again.
    expect(html).toContain('<ul><li>Confirm the <mark>impact</mark></li><li>Name an incident lead</li></ul>');
    expect(html).toContain('<ol><li>Stabilise</li><li>Communicate</li></ol>');
    expect(html).toContain('<blockquote>Fix the customer impact before the root cause.</blockquote>');
    expect(html).toContain('<pre><code class="language-Shell">kubectl rollout undo deployment/api</code></pre>');
    expect(html).toContain('<table><thead><tr><th>Severity</th><th>Response time</th></tr></thead><tbody><tr><td>SEV1</td><td>15 minutes</td></tr></tbody></table>');
    expect(html).toContain('<p>Reviewed every quarter.</p>');
  });

  it('keeps a bold span inside text and unwraps a <b> whose weight is normal', () => {
    expect(cleanPastedHtml('<p><span style="font-weight:bold;color:red">Hot</span> <b style="font-weight:normal">plain</b></p>')).toBe('<p><strong>Hot</strong> plain</p>');
    expect(cleanPastedHtml('<p><span style="font-style:italic;font-weight:700">both</span></p>')).toBe('<p><em><strong>both</strong></em></p>');
  });
});

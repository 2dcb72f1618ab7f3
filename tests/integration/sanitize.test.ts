import { describe, expect, it } from 'vitest';
import { sanitizeResourceHtml } from '@/server/sanitize';

// Each payload must come out without anything a browser could execute.
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  // A backslash counts as a slash in browsers: each of these is protocol-relative, i.e. another site.
  '<a href="/\\evil.example">backslash</a>',
  '<a href="\\\\evil.example">two backslashes</a>',
  '<a href="\\/evil.example">backslash slash</a>',
  '<a href="/&#92;evil.example">entity</a>',
  '<a href="/&#9;/evil.example">tab</a>',
  '<a href=" /\\evil.example">space</a>',
  '<img src="/\\evil.example/pixel.png">',
  '<img src="\\\\evil.example/pixel.png">',
];

// A URL attribute holding a backslash, or two slashes in a row at its start (tabs or entities between them).
const foreignHost = [/(?:href|src)="[^"]*\\/i, /(?:href|src)="(?:\s|&#\w+;)*\/(?:\s|&#\w+;)*\//i];
const dangerous = [...foreignHost, /<script/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<style/i, /<form/i, /<input/i, /<meta/i, /<base/i, /<link/i, /<img[^>]*onerror/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /expression\(/i, /style=/i, /srcdoc/i];

describe('sanitizeResourceHtml', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeResourceHtml(payload);
    for (const pattern of dangerous) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
  });

  it('keeps the formatting of real articles', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em>.</p><ul><li>One</li></ul><blockquote>Q</blockquote><img src="/images/x.svg" alt="X">';
    expect(sanitizeResourceHtml(html)).toBe(html.replace('alt="X">', 'alt="X" />'));
  });

  it('marks external links noopener noreferrer nofollow in a new tab, and leaves site links alone', () => {
    expect(sanitizeResourceHtml('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect(sanitizeResourceHtml('<a href="/contact" target="_top" rel="opener">c</a>')).toBe('<a href="/contact">c</a>');
  });

  it('keeps only http(s), mailto, tel, #anchor and site-path links; relative and foreign-host ones lose their href', () => {
    const links = ['https://ok.example/a', 'mailto:hi@ok.example', 'tel:+15550100', '#section', '/resources/x', 'resources/x', '?q=1', '\\\\evil.example', '/\\evil.example', '//evil.example'];
    const hrefs = links.map((href) => sanitizeResourceHtml(`<a href="${href}">x</a>`).match(/href="([^"]*)"/)?.[1] ?? null);
    expect(hrefs).toEqual(['https://ok.example/a', 'mailto:hi@ok.example', 'tel:+15550100', '#section', '/resources/x', null, null, null, null, null]);
    expect(sanitizeResourceHtml('<img src="images/x.png" alt="">')).toBe('<img alt="" />');
  });

  it('drops links that only become another site once the URL parser resolves them (the shared site-path rule)', () => {
    for (const href of ['/.//evil.example', '/%2e//evil.example', '/admin/..//evil.example', '/\u200b/evil.example']) {
      expect(sanitizeResourceHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeResourceHtml('<a href="/%5Cevil.example">x</a>')).toBe('<a href="/%5Cevil.example">x</a>');
  });

  it('treats https:\\\\host as the external link browsers make of it', () => {
    expect(sanitizeResourceHtml('<a href="https:\\\\ok.example">x</a>')).toBe('<a href="https:\\\\ok.example" rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it("keeps a code block's language class and no other class", () => {
    expect(sanitizeResourceHtml('<pre><code class="language-ts">x</code></pre>')).toBe('<pre><code class="language-ts">x</code></pre>');
    expect(sanitizeResourceHtml('<pre><code class="language-ts evil">x</code></pre>')).toBe('<pre><code class="language-ts">x</code></pre>');
    for (const html of ['<p class="language-ts">x</p>', '<code class="hidden">x</code>', '<a class="language-ts" href="/x">x</a>']) {
      expect(sanitizeResourceHtml(html), html).not.toMatch(/class=/);
    }
  });

  it('keeps what the editor writes: tables with caption and header scope, figures, sized images, h2-h6, dl', () => {
    const html = '<table><caption>C</caption><tbody><tr><th scope="col">H</th></tr><tr><td rowspan="2">D</td></tr></tbody></table><figure><img src="https://ok.example/a.png" alt="A" width="640" height="360" /><figcaption>F</figcaption></figure><h5>5</h5><h6>6</h6><dl><dt>T</dt><dd>D</dd></dl>';
    expect(sanitizeResourceHtml(html)).toBe(html);
  });

  it('returns plain text and Notion addresses unchanged', () => {
    const notion = 'https://www.notion.so/smarttech/Fraud-Detection-Case-Study-8c1f2e';
    expect(sanitizeResourceHtml(notion)).toBe(notion);
    const text = 'Costs fell 37% & delivery < 2 weeks.\n\nSecond paragraph.';
    expect(sanitizeResourceHtml(text)).toBe(text);
  });
});

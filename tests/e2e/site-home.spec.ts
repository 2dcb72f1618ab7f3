import { expect, test } from './fixtures';

test.describe('home page sections', () => {
  test('hero, value cards, services, industries and why-choose carry the spec texts and links', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(page.locator('h1')).toHaveText('AI-Native. Secure by Design. Built for Business Impact.');
    await expect(main.getByText('From strategy to delivery, we engineer results — not just roadmaps.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book a Free Tech Audit' }).first()).toHaveAttribute('href', '/contact#book-meeting');
    await expect(main.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');

    for (const title of ['AI-First Not Just AI-Enabled', 'Outcome-Based Engagements', 'Security-Embedded Delivery', 'Domain Expertise']) {
      await expect(main.getByRole('heading', { level: 3, name: title }).first()).toBeAttached();
    }

    const services = page.locator('section#services');
    const cards = services.locator(':scope > div > ul > li').filter({ has: page.getByRole('link', { name: /^Learn more/ }) });
    await expect(cards).toHaveCount(7);
    const learnMore = services.getByRole('link', { name: /^Learn more/ });
    await expect(learnMore).toHaveCount(7);
    const hrefs = await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/services/cloud-smart', '/services/ai-first', '/services/outcome-based', '/services/healthcare', '/services/legaltech', '/services/security-delivery', '/services/digital-marketing']);
    for (const card of await cards.all()) await expect(card.locator('ul li')).toHaveCount(3);

    for (const id of ['fintech', 'healthcare', 'legaltech', 'logistics']) {
      await expect(main.locator(`a[href="/industries/${id}#top"]`)).toHaveCount(1);
    }

    const why = page.locator('section[aria-labelledby="why-heading"]');
    await expect(why.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(why.getByRole('link', { name: 'Book Your Free Tech Audit' })).toHaveAttribute('href', '/contact');
  });

  test('an industry card lands on the top of its page', async ({ page }) => {
    await page.goto('/');
    await page.locator('a[href="/industries/logistics#top"]').click();
    await expect(page).toHaveURL(/\/industries\/logistics#top$/);
    await expect(page.locator('#top')).toBeAttached();
    await expect(page.locator('h1')).toHaveText('Logistics Solutions');
  });

  test('Real Results shows a metric card per active testimonial with a metric', async ({ page }) => {
    await page.goto('/');
    const results = page.locator('section[aria-labelledby="results-heading"]');
    await expect(results.getByRole('heading', { name: 'Real Results for Real Businesses' })).toBeVisible();
    await expect(results.locator('li')).toHaveCount(7);
    await expect(results.getByText('Shorter patient wait times')).toBeAttached();
  });

  test('the contact area holds the booking block and the form, and the page describes the organisation', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section#contact #book-meeting').getByRole('heading', { name: 'Prefer to schedule a meeting?' })).toBeAttached();
    await expect(page.locator('section#contact').getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute('placeholder', 'Tell us about your project or challenge...');
    // The form is named by the heading a sighted visitor sees above it.
    await expect(page.locator('section#contact').getByRole('form', { name: 'Tell us about your challenge' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What Our Clients Say' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Organization');
    expect(jsonLd.name).toBe('SmartTech');
  });
});

test.describe('Latest Insights', () => {
  test('shows the three newest resources and filters them by chip', async ({ page }) => {
    // Right after the page loads: a press made before the app has started is replayed once it has (ADR 31).
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const insights = page.locator('section[aria-labelledby="insights-heading"]');
    const visibleTitles = () => insights.locator('li:visible h3');
    await expect(visibleTitles()).toHaveText(['AI Readiness in Healthcare', 'Cloud Cost Optimization Playbook', 'Securing AI Systems']);
    await expect(insights.getByRole('link', { name: 'AI Readiness in Healthcare' })).toHaveAttribute('href', '/resources/ai-readiness-in-healthcare');

    const chips = insights.getByRole('group', { name: 'Filter insights by category' });
    await expect(chips.getByRole('button')).toHaveText(['All', 'AI', 'Cloud', 'Security', 'Healthcare']);
    await chips.getByRole('button', { name: 'Cloud' }).click();
    await expect(chips.getByRole('button', { name: 'Cloud' })).toHaveAttribute('aria-pressed', 'true');
    await expect(visibleTitles()).toHaveText(['Cloud Cost Optimization Playbook']);
    await chips.getByRole('button', { name: 'AI' }).click();
    await expect(visibleTitles()).toHaveText(['AI Readiness in Healthcare', 'Securing AI Systems']);
    await chips.getByRole('button', { name: 'All' }).click();
    await expect(visibleTitles()).toHaveCount(3);
    await expect(insights.getByRole('link', { name: 'View All Resources' })).toHaveAttribute('href', '/resources');
  });
});

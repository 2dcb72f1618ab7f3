import { shellLabels } from './shell-labels';

const notFoundCode = '404';
const notFoundHeading = 'Page Not Found';

/** Brand facts used across the site (copy lives here, not in JSX). */
export const site = {
  name: 'SmartTech',
  legalName: 'SmartTech Consulting B.V.',
  tagline: 'Smart Tech. Real Outcomes.',
  description:
    'An AI-native IT consultancy for fintech, healthcare, legaltech, logistics and SaaS: AI-first services, cloud cost optimisation and security-embedded delivery, billed by outcomes.',
  // The office a new site starts with (src/kinds/settings); the country code is for search engines' structured data.
  office: { city: 'Amsterdam', country: 'Netherlands', countryCode: 'NL', label: 'Main office' },
  footerBlurb:
    'AI-native engineering for regulated and fast-moving businesses. We tie every engagement to a measurable outcome, and bill for the outcome.',
  chatLabel: 'Chat with us',
  homeLinkLabel: 'SmartTech home',
  newTab: '(opens in a new tab)',
  rightsReserved: 'All rights reserved.',
  footerHeadings: { services: 'Services', industries: 'Industries', company: 'Company', community: 'Community' },
  community: { discord: 'Discord', slack: 'Slack' },
  ...shellLabels,
  dismissNotification: 'Dismiss notification',
  eyebrows: { services: 'Services', legal: 'Legal' },
  notFound: {
    // The heading shows the title in two parts: the big code over the words.
    code: notFoundCode,
    heading: notFoundHeading,
    title: `${notFoundCode} ${notFoundHeading}`,
    body: "The page you were looking for has moved, or never existed. Let's get you back on track.",
    homeLink: 'Back to home',
  },
  skipLink: 'Skip to content',
} as const;

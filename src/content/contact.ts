export const contactPage = {
  eyebrow: 'Contact',
  officeLabel: 'Main office',
  emailLabel: 'General inquiries',
  communityLabel: 'Community',
  discord: 'Join our Discord community',
  slack: 'Join our Slack workspace',
  newTab: '(opens in a new tab)',
  promise: 'A senior engineer answers every request within 24 hours, on working days.',
  detailsHeading: 'Other ways to reach us',
};

export const contactForm = {
  heading: 'Send us a message',
  fields: {
    name: { label: 'Name', placeholder: 'Your name' },
    email: { label: 'Email', placeholder: 'you@company.com' },
    company: { label: 'Company', placeholder: 'Your company' },
    message: { label: 'Message', placeholder: 'Tell us about your project or challenge...' },
  },
  optional: {
    legend: 'Optional: help us prepare',
    phone: { label: 'Phone', placeholder: '+31 20 123 4567' },
    service: { label: 'Service of interest', none: 'Not sure yet' },
    industry: { label: 'Industry', none: 'Prefer not to say' },
  },
  consent: 'Send me occasional insights and event invitations by e-mail. You can unsubscribe at any time.',
  honeypot: 'Leave this field empty',
  submit: 'Request Your Free Audit',
  submitting: 'Sending...',
  success: { title: 'Request Submitted', description: "We'll get back to you with a personalized audit within 24 hours." },
  failure: { title: 'Something went wrong', description: 'Your message was not sent. Please try again in a moment.' },
  // The database cannot be reached: the form keeps what was typed and offers the public address instead.
  unavailable: (email: string) => `We couldn't send your message just now. Please try again in a minute, or e-mail us at ${email}.`,
  privacy: { text: 'We use your details only to answer your request. See our', link: 'privacy policy', href: '/privacy-policy' },
};

export const scheduling = {
  heading: 'Prefer to schedule a meeting?',
  intro: 'Pick a 30-minute slot for your free tech audit with a senior engineer.',
  frameTitle: 'Book a 30-minute tech audit',
  load: 'Load the scheduler',
  loading: 'Loading the scheduler',
  fallback: 'The scheduler is taking too long to load.',
  fallbackLink: 'Open the booking page',
  noscript: 'Open the booking page to pick a time',
  // A third-party frame that fails still fires `load`, so this way out stays visible under it.
  helpPrefix: 'Calendar not showing?',
  helpLink: 'Book on the scheduling site',
};

/** The visitor's confirmation e-mail (the auto_reply channel), in the site's voice, with the booking link. */
export const autoReply = {
  subject: 'We received your request: your free tech audit',
  text: ({ firstName, company, schedulingUrl, contactEmail }: { firstName: string; company: string; schedulingUrl: string; contactEmail: string }) =>
    [
      `Hi ${firstName},`,
      '',
      `Thanks for reaching out to SmartTech. A senior engineer will read your message and get back to you within 24 hours with a first view on where we can help ${company}.`,
      '',
      'Rather talk sooner? Pick a 30-minute slot for your free tech audit:',
      schedulingUrl,
      '',
      `If anything changes in the meantime, just reply to this e-mail or write to ${contactEmail}.`,
      '',
      'Smart Tech. Real Outcomes.',
      'The SmartTech team',
    ].join('\n'),
};

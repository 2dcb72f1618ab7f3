// The careers page and its three openings as a new site starts with them (src/kinds/pages/seed.ts, src/kinds/job-openings/seed.ts).
type SeedOpening = { title: string; type: 'full-time' | 'internship'; description: string; responsibilities: string[]; requirements: string[] };

export const careersPage = {
  eyebrow: 'Careers',
  openingsHeading: 'Open Positions',
  openingsIntro: 'Small teams, senior colleagues, real clients from your first week.',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  apply: 'Apply Now',
  empty: 'No position is open right now. We are still glad to hear from you: send us your resume below.',
  back: 'All open positions',
  closedHeading: 'This position is closed',
  closedBody: 'It no longer takes applications. Have a look at the positions open now, or send us your resume.',
  perks: ['Remote-first, with a hub in Amsterdam', 'A learning budget and certification time', 'Work on AI, cloud and security for regulated industries'],
  closing: { heading: "Don't See the Right Fit?", body: 'We are always glad to meet engineers, designers and marketers who care about outcomes. Tell us what you do best.', button: 'Send Us Your Resume', href: '/careers#apply' },
  general: { heading: 'Send Us Your Resume', intro: 'No opening that fits? Tell us what you do best and attach your CV: we keep it for the roles to come.' },
};

export const seedOpenings: SeedOpening[] = [
  {
    title: 'DevOps Engineer', type: 'full-time',
    description: 'Design and run the cloud platforms our clients depend on: automated, observable, secure and cost-aware.',
    responsibilities: ['Build and maintain infrastructure as code on AWS, Azure and GCP', 'Design CI/CD pipelines with security checks built in', 'Run FinOps reviews and turn them into savings', 'Set up monitoring, alerting and incident response with client teams'],
    requirements: ['3+ years in DevOps, SRE or platform engineering', 'Hands-on Terraform, Kubernetes and one major cloud', 'Comfortable with Linux, networking and scripting (Bash, Python or Go)', 'Clear written English; Dutch is a plus'],
  },
  {
    title: 'DevOps Internship', type: 'internship',
    description: 'Six months inside a delivery squad, learning to automate, deploy and operate production systems with a mentor at your side.',
    responsibilities: ['Write and review infrastructure code with a senior mentor', 'Automate build and deployment steps in real client pipelines', 'Help with monitoring dashboards and runbooks', 'Present what you learned to the team every month'],
    requirements: ['Studying computer science, engineering or similar', 'Basic Linux, Git and one scripting language', 'Curiosity about cloud, containers and automation', 'Available for at least 20 hours a week'],
  },
  {
    title: 'Digital Marketing Intern', type: 'internship',
    description: 'Help B2B technology buyers find us: content, social media and campaigns measured by pipeline, not likes.',
    responsibilities: ['Plan and publish posts on LinkedIn and other channels', 'Turn engineer interviews into articles and case studies', 'Set up and report on campaign tracking', 'Research audiences in fintech, healthcare, legaltech and logistics'],
    requirements: ['Studying marketing, communications or similar', 'Strong writing in English', 'Interest in technology and B2B marketing', 'Familiar with analytics tools, or keen to learn'],
  },
];

/** The application form on each opening's page (issue 22). */
export const applicationForm = {
  heading: (title: string) => `Apply for ${title}`,
  intro: 'Tell us who you are and attach your CV. We answer every application within two weeks.',
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone (optional)',
  linkedin: 'LinkedIn profile (optional)',
  linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
  motivation: 'Why this role?',
  motivationHint: 'A few sentences: what you have done that fits, and what you would like to do here.',
  cv: 'CV',
  cvHint: 'PDF or Word (.docx), up to 5 MB.',
  consent: (months: number) => `I agree that SmartTech keeps my application and CV for ${months === 1 ? '1 month' : `${months} months`} after its last change, to consider me for this role and similar ones. I can ask for them to be deleted at any time.`,
  privacy: 'Privacy policy',
  submit: 'Send application',
  sending: 'Sending…',
  uploading: (percent: number) => `Uploading your CV: ${percent}%`,
  sent: { heading: 'Thank you: your application is in', body: 'We read every application and answer within two weeks, at the e-mail address you gave.' },
  // Sent without a script, the answer cannot say which field it was: the note names every rule the form checks.
  failed: {
    heading: 'Your application was not sent',
    body: 'Please check the fields: your full name, a valid e-mail address, a LinkedIn profile address (https://www.linkedin.com/in/…) if you give one, a few sentences on why this role, and a CV as a PDF or Word document of up to 5 MB. Then send it again.',
  },
  network: 'The application could not be sent: check your connection and try again. Nothing you typed is lost.',
  honeypot: 'Leave this field empty',
};

/** How a job's type and location read, on the cards, on its page and in the staff form (src/kinds/job-openings). */
export const jobTypeLabels = { 'full-time': 'Full-time', 'part-time': 'Part-time', internship: 'Internship', contract: 'Contract' } as const;
export const workplaceLabels = { 'remote-hybrid': 'Remote / Hybrid', remote: 'Remote', hybrid: 'Hybrid', 'on-site': 'On site' } as const;
export const salaryCurrencies = { EUR: 'Euro (€)', USD: 'US dollar ($)', GBP: 'Pound sterling (£)' } as const;
export const salaryPeriods = { YEAR: 'a year', MONTH: 'a month', HOUR: 'an hour' } as const;

/** The editor's warning for an opening whose last day (as the site writes dates) has gone by: its checks before publishing. */
export const pastLastDay = (day: string) => `Open until, ${day}, has passed: the careers page does not list this opening and its page says it is closed. Change the date to keep it open.`;

// An opening published before salaries existed has none of these fields: read as no salary, in euros a year.
type Salary = { salaryMin?: number | null; salaryMax?: number | null; salaryCurrency?: keyof typeof salaryCurrencies; salaryPeriod?: keyof typeof salaryPeriods };

/** "€60,000–€80,000 a year", "From €3,500 a month", "Up to $45 an hour"; null without a salary. */
export function salaryText(opening: Salary): string | null {
  const salaryMin = opening.salaryMin ?? null;
  const salaryMax = opening.salaryMax ?? null;
  const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: opening.salaryCurrency ?? 'EUR', maximumFractionDigits: 0 }).format(amount);
  const period = salaryPeriods[opening.salaryPeriod ?? 'YEAR'];
  if (salaryMin !== null && salaryMax !== null) return salaryMin === salaryMax ? `${money(salaryMin)} ${period}` : `${money(salaryMin)}–${money(salaryMax)} ${period}`;
  if (salaryMin !== null) return `From ${money(salaryMin)} ${period}`;
  if (salaryMax !== null) return `Up to ${money(salaryMax)} ${period}`;
  return null;
}

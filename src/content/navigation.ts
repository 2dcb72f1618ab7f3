export type NavLink = { text: string; href: string; description?: string };
export type NavItem = NavLink & { dropdown?: NavLink[] };

export const servicePages: NavLink[] = [
  { text: 'Cloud-Smart Optimization', href: '/services/cloud-smart', description: 'Cut cloud spend without cutting corners.' },
  { text: 'AI-First Services', href: '/services/ai-first', description: 'AI designed into the product, not bolted on.' },
  { text: 'Outcome-Based Engagements', href: '/services/outcome-based', description: 'Billed by results, not hours.' },
  { text: 'Security-Embedded Delivery', href: '/services/security-delivery', description: 'Security in every sprint, not a final gate.' },
  { text: 'Healthcare Solutions', href: '/services/healthcare', description: 'Compliant, interoperable clinical software.' },
  { text: 'LegalTech Solutions', href: '/services/legaltech', description: 'Discovery, contracts and compliance, automated.' },
  { text: 'Digital Marketing & Social Media', href: '/services/digital-marketing', description: 'Demand generation that shows its numbers.' },
];

export const industryPages: NavLink[] = [
  { text: 'Fintech', href: '/industries/fintech', description: 'Fraud, payments and regulatory reporting.' },
  { text: 'Healthcare', href: '/industries/healthcare', description: 'Patient flow, records and HIPAA/GDPR.' },
  { text: 'LegalTech', href: '/industries/legaltech', description: 'E-discovery, contract analysis, case tools.' },
  { text: 'Logistics', href: '/industries/logistics', description: 'Routing, tracking and demand forecasting.' },
];

export const mainNav: NavItem[] = [
  { text: 'Home', href: '/' },
  { text: 'Services', href: '/services', dropdown: servicePages },
  { text: 'Industries', href: '/industries', dropdown: industryPages },
  { text: 'Why Choose Us', href: '/why-choose-us' },
  { text: 'Resources', href: '/resources' },
  { text: 'Contact', href: '/contact' },
];

export type NavCta = { text: string; href: string; mobileHref: string };

export const bookAuditCta: NavCta = { text: 'Book a Free Tech Audit', href: '/contact#book-meeting', mobileHref: '/contact' };

export const footerServices: NavLink[] = servicePages;

export const footerCompany: NavLink[] = [
  { text: 'Contact', href: '/contact' },
  { text: 'Careers', href: '/careers' },
  { text: 'Resources', href: '/resources' },
  { text: 'Privacy Policy', href: '/privacy-policy' },
  { text: 'Terms of Service', href: '/terms-of-service' },
];

/** `/` matches exactly; every other item matches its path and anything below it. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

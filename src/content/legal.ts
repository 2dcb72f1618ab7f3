import { PRIVACY_TEXT_VERSION } from '@/lib/leads';

export type LegalSection = { title: string; paragraphs: string[]; list?: string[] };
export type LegalDocument = { effectiveDate: string; lastUpdated: string; sections: LegalSection[] };

// Fixed dates, changed only when the text changes: a policy is not re-dated by each visit.
const EFFECTIVE = '2026-11-01';

export const legalLabels = { effective: 'Effective date', updated: 'Last updated', contents: 'Contents' };

/**
 * The values a legal text may name in braces, filled in where it is drawn: the retention periods the site is set to
 * (CONTACT_RETENTION_MONTHS, APPLICATION_RETENTION_MONTHS), so the policy always says what the daily deletion does.
 */
export type PolicyValues = { contactRetentionMonths: number; applicationRetentionMonths: number };

export function fillPolicyValues(text: string, values: PolicyValues): string {
  return text.replace(/\{(contactRetentionMonths|applicationRetentionMonths)\}/g, (_, name: keyof PolicyValues) => String(values[name]));
}

export const privacyPolicy: LegalDocument = {
  effectiveDate: EFFECTIVE,
  // The version a marketing consent records: change it with this text.
  lastUpdated: PRIVACY_TEXT_VERSION,
  sections: [
    {
      title: 'Information We Collect',
      paragraphs: ['When you send our contact form or apply for a job, we store exactly what you give us and a few facts about how it reached us:'],
      list: [
        'your name, e-mail address, company and message, and, if you add them, your phone number, the service and the industry you chose;',
        'whether you ticked the box for occasional e-mails, with the time and the version of this policy you saw;',
        'where your visit came from, if your browser tells us: campaign tags in the link you followed (such as utm_source or gclid), the website that sent you (its address only), the first page you opened and the page you sent the form from;',
        'your browser’s name and version (its user agent);',
        'when you apply for a job: your name and e-mail address, your phone number and LinkedIn profile if you add them, your motivation, your CV and the position, with the time you agreed to this policy. Your CV is kept privately: only our hiring team can download it, never from a public address.',
      ],
    },
    { title: 'How We Use Your Information', paragraphs: ['We use your information to answer your request, prepare your tech audit, deliver our services, improve our website and, where you agreed, send you relevant updates. We do not sell personal data.'] },
    { title: 'Legal Bases and Your Rights Under the GDPR', paragraphs: ['We process personal data on the basis of your consent, the performance of a contract, our legitimate interests in running our business, and legal obligations.'], list: ['Access the data we hold about you', 'Correct inaccurate data', 'Have your data erased', 'Restrict or object to processing', 'Data portability', 'Withdraw consent at any time', 'Lodge a complaint with a supervisory authority, such as the Dutch Autoriteit Persoonsgegevens'] },
    {
      title: 'Data Retention',
      paragraphs: [
        'We keep each contact request for {contactRetentionMonths} months from the day it arrives, and each job application with its CV for {applicationRetentionMonths} months after its last change (a step in our hiring process or a note from our team). Every day, older requests and applications are deleted automatically, together with our notes about them and the CVs. Client records are kept as long as the law requires. You can ask us at any time for a copy of what we hold about you, your CV included, or to erase it.',
      ],
    },
    { title: 'Sharing Your Information', paragraphs: ['We share data only with processors that help us run our business (hosting, e-mail, scheduling), under data-processing agreements, or when the law requires it.'] },
    { title: 'International Transfers', paragraphs: ['Where data leaves the European Economic Area, we rely on adequacy decisions or the European Commission’s Standard Contractual Clauses, with additional safeguards where needed.'] },
    { title: 'Third-Party Links and Services', paragraphs: ['Our website links to, and embeds, services run by others, such as our scheduling provider, Discord and Slack. Their own privacy policies apply to the data they collect.'] },
    { title: 'Security', paragraphs: ['We protect personal data with encryption in transit, access control, logging and regular security reviews. No system is perfectly secure; we will notify you and the authorities of a breach as the law requires.'] },
    { title: 'Children’s Privacy', paragraphs: ['Our website and services are not directed at children under 13, and we do not knowingly collect their personal data. If you believe a child has given us data, contact us and we will delete it.'] },
    { title: 'Changes to This Policy', paragraphs: ['We may update this policy when our practices or the law change. The date at the top shows the latest version; significant changes are announced on this page.'] },
    { title: 'Cookies and Analytics', paragraphs: ['The public website sets no cookies. Your theme choice stays in your browser’s local storage, and where your visit came from stays in the tab’s session storage, which your browser erases when you close the tab; it reaches us only if you send the form. Only staff signing in to manage the website receive a session cookie.', 'We count visits ourselves, without cookies and without any outside analytics or advertising service. For each page view we record the page’s address (without anything after a question mark), the website or campaign that sent you, whether you use a phone, a tablet or a computer, and your browser’s family (such as Chrome or Safari); clicks on our main buttons, a sent form and a booked meeting are counted the same way. To tell visitors apart within one day we combine your IP address and browser with a random secret that changes every day and keep only a one-way code of the result: your address is never stored, and once that day’s secret is deleted the next day, nobody, us included, can link the code to you. Single page views are kept for {analyticsRetentionDays} days; after that only hourly totals remain.', 'Our servers also keep a one-way code of your IP address for ten minutes, only to stop floods of requests. If you book a meeting, the scheduling provider collects the details you enter there.'] },
    { title: 'Contact Us', paragraphs: ['For questions about this policy or to exercise your rights, write to us at the address below. Our main office is in Amsterdam, the Netherlands.'] },
  ],
};

export const termsOfService: LegalDocument = {
  effectiveDate: EFFECTIVE,
  lastUpdated: EFFECTIVE,
  sections: [
    { title: 'Use of the Website', paragraphs: ['By using this website you agree to these terms. You may use it for lawful purposes only and must not disrupt it, probe it for weaknesses without permission, or misuse its forms.'] },
    { title: 'Description of Services', paragraphs: ['We provide IT consulting, software engineering, cloud optimisation, AI, security and digital marketing services. The scope, fees and outcomes of each engagement are set out in a separate written agreement.'] },
    { title: 'Client Responsibilities and Accountability', paragraphs: ['Clients provide timely access, accurate information and decisions needed for the engagement, and remain accountable for how they use the deliverables in their business.'] },
    { title: 'Intellectual Property', paragraphs: ['The content of this website belongs to SmartTech. Ownership of engagement deliverables passes to the client on payment, unless the agreement says otherwise; our pre-existing tools and know-how remain ours.'] },
    { title: 'Third-Party Tools and Services', paragraphs: ['Engagements and this website may rely on third-party software, clouds and services. Their own terms apply, and we are not responsible for their availability or changes.'] },
    { title: 'Confidentiality', paragraphs: ['Each party keeps the other’s confidential information secret and uses it only for the engagement, during the engagement and for five years after it ends.'] },
    { title: 'Limitation of Liability', paragraphs: ['To the extent the law allows, our total liability for any claim is limited to the fees you paid us in the previous 3 months before the event giving rise to the claim. We are not liable for indirect or consequential loss.'] },
    { title: 'Data Protection and the GDPR', paragraphs: ['Where we process personal data for a client, we act as processor under a data-processing agreement that meets the requirements of the GDPR. Our Privacy Policy describes how we handle data as controller.'] },
    { title: 'Termination', paragraphs: ['Either party may end an engagement as its agreement allows. We may suspend access to this website for anyone who breaches these terms. Sections that by their nature survive, survive termination.'] },
    { title: 'Governing Law', paragraphs: ['These terms are governed by the laws of the United States, without regard to conflict-of-law rules. Disputes go to the competent courts there, unless mandatory law says otherwise.'] },
    { title: 'Changes to These Terms', paragraphs: ['We may change these terms. The date at the top shows the current version; continued use of the website after a change means you accept it.'] },
    { title: 'Contact Information', paragraphs: ['Questions about these terms? Write to us at the address below. Our main office is in Amsterdam, the Netherlands.'] },
  ],
};

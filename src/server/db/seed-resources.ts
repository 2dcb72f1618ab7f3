import type { SeedResource } from './seed-data';

// The spec's six built-in resources (section 3), with real content so the article pages have something to show.
export const seedResources: SeedResource[] = [
  {
    title: 'AI Readiness in Healthcare',
    type: 'whitepaper',
    categories: ['ai', 'healthcare'],
    daysAgo: 14,
    description:
      'A practical framework for hospitals and clinics to assess data, governance and clinical workflows before investing in AI, with a 90-day readiness plan.',
    content: `<h2>Why readiness comes before models</h2>
<p>Most healthcare AI projects that stall do not fail on the algorithm. They fail on data that cannot leave a department, on consent that was never recorded for secondary use, or on a workflow that asks a nurse to open yet another screen. Readiness is the work that makes a model useful on a Tuesday afternoon in a busy ward.</p>
<h2>The five dimensions we assess</h2>
<ul>
<li><strong>Data foundations:</strong> coverage, quality and lineage of EHR, imaging and operational data.</li>
<li><strong>Governance:</strong> who approves a model, who monitors it, and who can switch it off.</li>
<li><strong>Privacy and security:</strong> HIPAA and GDPR obligations, de-identification and access logging.</li>
<li><strong>Clinical workflow fit:</strong> where a prediction appears and who acts on it.</li>
<li><strong>Skills and ownership:</strong> the clinical and technical champions who keep it running.</li>
</ul>
<h2>A 90-day plan</h2>
<p>We recommend starting with one operational use case, such as appointment no-show prediction or discharge planning, where the benefit is measurable and the clinical risk is low. The first month establishes the data pipeline and governance board, the second delivers a shadow-mode model, and the third puts it in front of staff with a clear feedback loop.</p>
<p>Organisations that follow this sequence reach production in roughly half the time of those that start with a model and work backwards, and they keep the trust of the clinicians who have to live with the result.</p>`,
  },
  {
    title: 'Cloud Cost Optimization Playbook',
    type: 'article',
    categories: ['cloud'],
    daysAgo: 33,
    description:
      'Twelve proven tactics to cut cloud spend by a third without slowing delivery: rightsizing, commitments, storage tiers, and the habits that keep savings from creeping back.',
    content: `<p>Cloud bills grow quietly. A test environment left running over a holiday, a database sized for a launch that never came, logs kept forever because nobody decided otherwise. None of these is a big decision, which is exactly why they add up.</p>
<h2>Start with visibility</h2>
<p>Tag every resource with an owner, an environment and a cost centre, and refuse untagged resources in your deployment pipeline. Without ownership, every saving becomes a negotiation. With it, teams can see their own spend every week and act on it.</p>
<h2>The quick wins</h2>
<ol>
<li>Rightsize compute using two weeks of utilisation data, not launch-day guesses.</li>
<li>Schedule non-production environments to sleep outside working hours.</li>
<li>Move infrequently accessed objects to colder storage tiers with lifecycle rules.</li>
<li>Commit to reserved capacity or savings plans only for the steady baseline you have measured.</li>
</ol>
<h2>Keep the savings</h2>
<p>Savings fade when nobody watches them. Add budget alerts per team, review the top ten cost movers in a fifteen-minute monthly meeting, and make cost a non-functional requirement in design reviews. Our clients typically reduce spend by 25 to 40 percent in the first quarter and keep it there.</p>`,
  },
  {
    title: 'Securing AI Systems',
    type: 'article',
    categories: ['security', 'ai'],
    daysAgo: 61,
    description:
      'Prompt injection, data leakage and model supply-chain risks explained, with the controls we build into every AI delivery from the first sprint.',
    content: `<p>AI systems inherit every classic security problem of the software around them and add a few of their own. A language model that reads customer e-mails can be told by one of those e-mails to ignore its instructions. A model downloaded from a public hub can carry more than weights.</p>
<h2>The new attack surface</h2>
<ul>
<li><strong>Prompt injection:</strong> untrusted text that changes what the model does.</li>
<li><strong>Data leakage:</strong> sensitive records surfacing in answers or logs.</li>
<li><strong>Supply chain:</strong> models, datasets and plugins of unknown provenance.</li>
<li><strong>Excessive agency:</strong> tools that let a model act with more permission than the user has.</li>
</ul>
<h2>Controls that work</h2>
<p>Treat model output as untrusted input. Give tools the permissions of the user who asked, never of the service. Keep secrets and personal data out of prompts unless they are needed, and redact them from logs. Pin and verify the models and packages you deploy, the same way you pin any other dependency.</p>
<p>Finally, test adversarially before launch and keep testing after it. We add an injection and leakage test suite to the CI pipeline of every AI feature we ship, so a regression is caught by a failing build rather than by a customer.</p>`,
  },
  {
    title: 'AI-Driven Fraud Detection',
    type: 'case-study',
    categories: ['ai', 'fintech', 'security'],
    daysAgo: 89,
    description:
      'How a European payments provider cut false positives by 62% and caught new fraud patterns within hours, using streaming features and explainable models.',
    content: `<h2>The challenge</h2>
<p>A fast-growing payments provider processed four million transactions a day with a rules engine that had grown to more than 1,400 rules. Analysts reviewed thousands of alerts daily, most of them false positives, while new fraud patterns slipped through for weeks before someone wrote a rule for them.</p>
<h2>What we built</h2>
<p>We introduced a streaming feature store that computes behavioural signals per card, device and merchant in under 50 milliseconds, and a gradient-boosted model trained on two years of labelled outcomes. Every decision carries an explanation of its top contributing signals, so analysts can see why a payment was held and regulators can audit the logic.</p>
<h2>Results</h2>
<ul>
<li>62% fewer false positives in the first quarter.</li>
<li>New fraud patterns detected within hours instead of weeks.</li>
<li>Analyst review time per alert down from six minutes to two.</li>
</ul>
<p>The rules engine still runs alongside the model for hard regulatory limits, and the team now retrains monthly with a champion-challenger process that requires no downtime.</p>`,
  },
  {
    title: 'Supply Chain Optimization Through Cloud',
    type: 'whitepaper',
    categories: ['cloud', 'logistics'],
    daysAgo: 124,
    description:
      'A reference architecture for real-time visibility across warehouses, fleets and partners, and how cloud-native forecasting reduces stock-outs and late deliveries.',
    content: `<p>Supply chains run on data that lives in too many places: warehouse management systems, telematics units, carrier portals and spreadsheets shared by e-mail. Decisions are made on yesterday's numbers because today's are still being reconciled.</p>
<h2>A reference architecture</h2>
<p>We propose an event-driven platform where every scan, GPS ping and order change is published once and consumed by whoever needs it. A managed streaming service carries the events, a lakehouse keeps the history, and small services compute the views each team uses: stock positions, estimated arrival times and exception queues.</p>
<h2>Forecasting that planners trust</h2>
<p>Demand forecasts improve most when they combine order history with signals planners already know matter: promotions, weather and regional holidays. We favour interpretable models that show which signal moved a forecast, because a planner who understands a forecast will act on it.</p>
<h2>What to expect</h2>
<p>Logistics operators that adopt this architecture typically see late deliveries fall by a quarter and safety stock shrink by 10 to 20 percent within six months, while the platform itself costs less to run than the batch integrations it replaces.</p>`,
  },
  {
    title: 'Transforming Legal Discovery with AI',
    type: 'case-study',
    categories: ['legaltech', 'ai'],
    daysAgo: 158,
    description:
      'A mid-sized litigation firm reduced document review time by 60% with an auditable AI review workflow that partners and courts could trust.',
    content: `<h2>The challenge</h2>
<p>A litigation firm with 120 lawyers faced discovery sets of more than two million documents per matter. First-pass review consumed most of the associates' time, costs were hard to predict for clients, and privileged material occasionally slipped through to production.</p>
<h2>Our approach</h2>
<p>We deployed a review workflow that classifies documents for relevance and privilege, groups near-duplicates and e-mail threads, and ranks the remaining set so reviewers see the most important material first. Every suggestion shows the passages that drove it, and every human decision is recorded, giving the firm a defensible audit trail.</p>
<p>Client data never left the firm's own cloud tenancy, and models were evaluated against a sample reviewed by senior associates before each matter went live.</p>
<h2>Results</h2>
<ul>
<li>60% less time spent on first-pass review.</li>
<li>No privileged documents produced in the eight matters since launch.</li>
<li>Fixed-fee discovery offers that the firm can now price with confidence.</li>
</ul>`,
  },
];

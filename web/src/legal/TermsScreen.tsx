import { BRAND_NAME, SUPPORT_EMAIL } from '../config';
import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Services',
    paragraphs: [
      `${BRAND_NAME} is a creative services company. We provide the services described in the estimate, proposal or plan you accept (the "Services"), including access to our virtual focus-group platform, AI-generated participant responses, insight reports and any related creative or consulting work.`,
      'Any change to the scope of the Services must be agreed in writing (e-mail is enough) and may change the fees and the schedule.',
    ],
  },
  {
    heading: 'Compensation and expenses',
    paragraphs: [
      'You agree to pay the fees set out in the accepted estimate or, for subscriptions, the price of the plan you select. Fees exclude taxes, which are added where required by law.',
      'Reasonable expenses incurred on your behalf with your prior approval (for example third-party licences, stock assets, printing or travel) are billed at cost in addition to the fees.',
    ],
  },
  {
    heading: 'Estimates',
    paragraphs: ['Estimates and proposals are valid for 30 days from the date they are issued. After that we may revise the price or the schedule before accepting the work.'],
  },
  {
    heading: 'Payment terms',
    bullets: [
      'Project fees are due in two equal parts: half (50%) at the start of the work and half (50%) on completion, before final deliverables are released.',
      'Subscription plans are billed monthly in advance through our payment provider and renew automatically until cancelled.',
      'Invoices not paid by their due date incur a late fee of 7% per month on the outstanding balance, or the highest rate permitted by law if that is lower.',
      'We may suspend the Services while any amount is overdue.',
    ],
  },
  {
    heading: 'Cancellation',
    paragraphs: [
      'Either party may cancel a project by giving 30 days written notice. You remain responsible for the fees for work performed and the approved expenses incurred up to the effective date of cancellation.',
      'You may cancel a subscription at any time; it ends at the close of the current billing period. Credits expire 61 days after purchase, and unused credits cannot be refunded or transferred, except under our money-back guarantee.',
    ],
  },
  {
    heading: 'Intellectual property',
    paragraphs: [
      'Once we have received payment in full, you own the final deliverables created specifically for you, including the reports generated from your sessions.',
      'We keep all rights in our platform, software, personas, templates, methods and any materials we created before or independently of your project, and grant you a non-exclusive licence to use them as part of the deliverables.',
      'You keep all rights in the ideas, text and materials you provide, and you grant us a licence to use them only to provide the Services. Unless you ask us not to, we may mention your company as a client; we never publish your confidential material.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'AI participants are simulated personas. Their answers and the reports built from them are provided for guidance and are not a substitute for professional, legal, financial or market-research advice. You are responsible for the decisions you make with them.',
      'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special or consequential damages, or for lost profits, revenue or data. Our total liability for any claim is limited to the fees you paid us in the three months before the claim arose.',
    ],
  },
  {
    heading: 'Force majeure',
    paragraphs: [
      'Neither party is liable for a delay or failure to perform caused by events beyond its reasonable control, such as natural disasters, epidemics, war, strikes, government action, or failures of utilities, networks or hosting providers. The affected party will notify the other promptly and resume performance as soon as it reasonably can.',
    ],
  },
  {
    heading: 'General',
    paragraphs: [
      'These terms, together with the accepted estimate or plan, are the entire agreement between us. If any provision is found unenforceable, the rest remain in effect. We may update these terms; the date at the top shows the latest version, and material changes are announced by e-mail or in the product.',
      `Questions about these terms: ${SUPPORT_EMAIL}.`,
    ],
  },
];

export function TermsScreen() {
  return (
    <LegalPage
      title="Terms & Conditions"
      updated="November 21, 2026"
      intro={`These terms govern your use of ${BRAND_NAME} and any services we provide to you. By creating an account, accepting an estimate or using the platform, you agree to them.`}
      sections={SECTIONS}
    />
  );
}

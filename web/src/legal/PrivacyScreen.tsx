import { BRAND_NAME, SUPPORT_EMAIL } from '../config';
import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Information we collect',
    bullets: [
      'Account information: your e-mail address, password (stored only as a secure hash), name and profile photo.',
      'Content you provide: product ideas, questions, session settings and the reports generated from them.',
      'Billing information: your plan, credit purchases and payment status. Card details are handled by our payment provider and never stored on our servers.',
      'Usage information: pages visited, features used, device and browser type, IP address and log data.',
    ],
  },
  {
    heading: 'Cookies and similar technologies',
    paragraphs: [
      'We use a cookie to keep you signed in and a security token to protect your account against cross-site requests. Your theme preference (light, dark or system) is stored in your browser. If you arrive through an affiliate link, a referral cookie records the referring partner so they can be credited.',
      'You can block or delete cookies in your browser settings, but you will not be able to sign in without the session cookie.',
    ],
  },
  {
    heading: 'How we use information',
    bullets: [
      'To provide, maintain and improve the Services, including running your focus groups and generating reports.',
      'To process payments, manage credits and send receipts.',
      'To send service messages such as e-mail verification, password resets and important changes.',
      'To keep the Services secure, prevent abuse and comply with legal obligations.',
    ],
  },
  {
    heading: 'How we share information',
    paragraphs: [
      'We do not sell your personal information. We share it only with service providers who help us run the Services (hosting, e-mail delivery, payment processing, AI model providers and analytics) under agreements that limit their use of it; with affiliate partners, only to confirm a referral; when required by law or to protect rights and safety; and with a successor in a merger or acquisition, subject to this policy.',
    ],
  },
  {
    heading: 'Your choices',
    bullets: [
      'Update your name and photo at any time from Edit Profile.',
      'Reset your password from the sign-in dialog or your account page.',
      `Ask us for a copy of your data, or to correct or delete it, by writing to ${SUPPORT_EMAIL}.`,
      'Opt out of non-essential e-mails with the link in any such message.',
    ],
  },
  {
    heading: 'Data retention',
    paragraphs: [
      'We keep your account information and content for as long as your account is active. When you delete your account, we delete or anonymise your personal information within 30 days, except where we must keep it longer for legal, tax or accounting reasons or to resolve disputes. Backups are overwritten on a regular schedule.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'The Services are not directed to children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
    ],
  },
  {
    heading: 'Notice to European users',
    paragraphs: [
      'If you are in the European Economic Area, the United Kingdom or Switzerland, we process your personal information to perform our contract with you, to meet legal obligations, on the basis of our legitimate interests in running and securing the Services, or with your consent, which you may withdraw at any time.',
      'You have the right to access, correct, delete, restrict or object to the processing of your personal information and to data portability, and the right to lodge a complaint with your local data protection authority. Where we transfer your information outside your region, we rely on appropriate safeguards such as the European Commission’s standard contractual clauses.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [`Questions about this policy or your information: ${SUPPORT_EMAIL}.`],
  },
];

export function PrivacyScreen() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 21, 2026"
      intro={`${BRAND_NAME} is a creative services company. This policy explains what information we collect when you use our website and platform, how we use it, and the choices you have.`}
      sections={SECTIONS}
    />
  );
}

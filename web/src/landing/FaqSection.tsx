import { Accordion, Text } from '@mantine/core';
import { CREDIT_EXPIRY_DAYS } from '../config';
import { Section } from './Section';

const FAQ_ITEMS: { question: string; answer: string }[] = [
  {
    question: 'How fast will I get feedback?',
    answer:
      'Most focus groups take about 10 minutes from the first question to a finished insight report. Each participant answers within seconds, and the report is written as soon as you ask for it.',
  },
  {
    question: 'How long does it take to set up a session?',
    answer:
      'Under 2 minutes. Describe your product idea, say who it is for, and choose your questions (or keep the 5 ready-made ones). Expand with AI can turn a rough one-liner into a full brief.',
  },
  {
    question: 'Who are the participants?',
    answer:
      'AI personas that simulate real customer types: each has an age, job, income, values, buying habits and pain points. They are simulated, not real people, and the product labels them that way. Use them to find objections and sharpen your idea before you spend on real research.',
  },
  {
    question: 'How do credits work?',
    answer: `Paid plans add credits every month. Your first 4 participants are free; each extra or premium participant costs 2 credits, and an insight report costs 5 credits. Credits expire ${CREDIT_EXPIRY_DAYS} days after purchase.`,
  },
  {
    question: 'Can I upload supporting documents?',
    answer:
      'Coming soon: you will be able to upload a pitch deck, landing page or product spec for the panel to read. Until then, paste the key points into Additional Context when you set up the session.',
  },
  {
    question: 'What if it is not useful for my business?',
    answer: 'Every plan comes with a money-back guarantee. If your focus groups do not give you insight you can act on, contact us and we will refund your payment.',
  },
];

/** Single-open accordion: opening one closes the other, clicking the open one closes it. */
export function FaqSection() {
  return (
    <Section id="faq" eyebrow="FAQ" title="Questions, answered" size="md" tinted>
      <Accordion
        variant="separated"
        radius="lg"
        chevronPosition="right"
        multiple={false}
        maw={760}
        mx="auto"
        styles={{
          // Cards on the tinted section: the body colour plus a border, in both schemes.
          item: { background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)' },
        }}
      >
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dimmed" lh={1.65}>
                {item.answer}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  );
}

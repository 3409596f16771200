import { Card, Flex, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconGavel, IconMessageReport, IconPigMoney, IconRepeat, IconTargetArrow } from '@tabler/icons-react';
import { Section } from './Section';

const BENEFITS = [
  {
    icon: IconPigMoney,
    title: 'Save $5,000 per round',
    text: 'A traditional focus group means recruiting, incentives and a moderator. Here a round costs a few credits.',
  },
  {
    icon: IconBolt,
    title: 'Answers in about 10 minutes',
    text: 'No scheduling and no waiting weeks for a research agency. Ask today, decide today.',
  },
  {
    icon: IconTargetArrow,
    title: 'The customers you actually sell to',
    text: 'Personas carry demographics, budgets, values and pain points, so the feedback fits your market.',
  },
  {
    icon: IconMessageReport,
    title: 'Objections people are too polite to say',
    text: 'Participants push back on price, trust and effort, and react to one another like a real group.',
  },
  {
    icon: IconGavel,
    title: 'A clear verdict',
    text: 'Every report ends in Greenlight, Needs Tweaks or Not Ready, with the reasons behind it.',
  },
  {
    icon: IconRepeat,
    title: 'Test again whenever you change',
    text: 'Try a new price, a new headline or a new feature and compare what the panel says.',
  },
];

export function BenefitsSection() {
  return (
    <Section
      id="benefits"
      eyebrow="Why it works"
      title="Customer insight without the research budget"
      subtitle="Built for founders, small business owners, coaches and agencies who need an answer before they spend."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <Card key={title} component="li" withBorder radius="lg" padding="lg">
            <Flex direction={{ base: 'row', sm: 'column' }} gap="md" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" style={{ flex: 'none' }}>
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Text fw={700} mb={6}>
                  {title}
                </Text>
                <Text size="sm" c="dimmed" lh={1.6}>
                  {text}
                </Text>
              </div>
            </Flex>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

import { Badge, Box, Button, Container, Flex, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { HeroChatPreview } from './HeroChatPreview';

const PROMISES = ['Setup in under 2 minutes', 'Results in about 10 minutes', 'Money-back guarantee'];

export function HeroSection() {
  const openDialog = useAuthDialog((s) => s.open);
  return (
    <Box component="section" className="landing-hero" pt={{ base: 40, sm: 72 }} pb={{ base: 56, sm: 96 }} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" radius="xl" tt="none" fw={600} w="fit-content" maw="100%">
              For founders, coaches &amp; agencies
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 36, sm: 50, md: 56 }} lh={1.05} fw={850} style={{ letterSpacing: '-0.035em' }}>
              Focus-group feedback on your idea <span className="gradient-text">in 10 minutes</span>
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={560} lh={1.55}>
              Describe your product, meet a panel of AI customer personas and ask them anything. Every participant answers, and you get an insight report with a clear verdict. No
              recruiting, no scheduling, and about $5,000 less than a traditional focus group.
            </Text>
            <Flex gap="sm" direction={{ base: 'column', xs: 'row' }}>
              <Button size="lg" radius="md" onClick={() => openDialog('signup')}>
                Join Now
              </Button>
              <Button size="lg" radius="md" variant="default" component="a" href="#video" leftSection={<IconPlayerPlay size={18} />}>
                Watch the demo
              </Button>
            </Flex>
            <Stack gap={8} mt={4}>
              {PROMISES.map((p) => (
                <Group key={p} gap={8} wrap="nowrap">
                  <ThemeIcon size={22} radius="xl" color="teal" variant="light">
                    <IconCircleCheck size={15} />
                  </ThemeIcon>
                  <Text size="sm" fw={500}>
                    {p}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
          <HeroChatPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

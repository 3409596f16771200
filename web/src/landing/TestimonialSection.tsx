import { Avatar, Box, Container, Paper, Rating, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';

export function TestimonialSection() {
  return (
    <Box component="section" aria-label="Testimonial" py={{ base: 48, sm: 72 }} className="landing-tint">
      <Container size="md">
        <Paper radius="xl" p={{ base: 'lg', sm: 48 }} withBorder shadow="sm">
          <Stack gap="lg" align="center" ta="center">
            <IconQuote size={36} color="var(--mantine-color-indigo-filled)" aria-hidden />
            <Text component="blockquote" m={0} fz={{ base: 'lg', sm: 24 }} fw={500} lh={1.45} style={{ letterSpacing: '-0.01em' }}>
              “We tested three positioning ideas before lunch. The panel raised the exact pricing objection our first real customers gave us a month later. I wish we had run this
              before we built anything.”
            </Text>
            <Rating value={5} readOnly aria-label="Rated 5 out of 5" />
            <Stack gap={6} align="center">
              <Avatar radius="xl" color="grape" size={48}>
                SK
              </Avatar>
              <Box>
                <Text fw={700} size="sm">
                  Sarah K.
                </Text>
                <Text size="sm" c="dimmed">
                  Founder, direct-to-consumer skincare brand
                </Text>
              </Box>
            </Stack>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

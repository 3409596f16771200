import { Modal, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { ResetRequestForm } from './ResetRequestForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** Welcome dialog: Sign In (with Forgot Password) and Sign Up tabs. Opened through useAuthDialog. */
export function AuthDialog() {
  const { opened, view, close, setView } = useAuthDialog();
  const phone = useMediaQuery('(max-width: 30em)');
  const tab = view === 'signup' ? 'signup' : 'signin';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text component="span" fw={800} fz="xl">
          Welcome
        </Text>
      }
      centered
      radius="lg"
      padding={phone ? 'md' : 'lg'}
      size={440}
      styles={phone ? { inner: { paddingInline: 10 } } : undefined}
      overlayProps={{ backgroundOpacity: 0.45, blur: 3 }}
    >
      <Tabs value={tab} onChange={(value) => setView(value === 'signup' ? 'signup' : 'signin')} variant="pills" radius="md" keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="signin">Sign In</Tabs.Tab>
          <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signin">{view === 'reset' ? <ResetRequestForm /> : <SignInForm />}</Tabs.Panel>
        <Tabs.Panel value="signup">
          <SignUpForm />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

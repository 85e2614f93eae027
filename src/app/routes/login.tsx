import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../../features/auth/AuthScreens';

export const Route = createFileRoute('/login')({
  // Signed-in users have nothing to do here (spec point 2: /login is a logged-out route).
  beforeLoad: ({ context }) => {
    if (context.auth.isSignedIn()) throw redirect({ to: '/' });
  },
  component: LoginScreen,
});

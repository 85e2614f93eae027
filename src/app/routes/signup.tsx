import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignUpScreen } from '../../features/auth/AuthScreens';

export const Route = createFileRoute('/signup')({
  // Signed-in users have nothing to do here (spec point 2: /signup is a logged-out route).
  beforeLoad: ({ context }) => {
    if (context.auth.isSignedIn()) throw redirect({ to: '/' });
  },
  component: SignUpScreen,
});

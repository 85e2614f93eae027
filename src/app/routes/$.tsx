import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec point 2: an unknown path shows the landing page when signed in, and sign-up otherwise.
export const Route = createFileRoute('/$')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.auth.isSignedIn() ? '/' : '/signup', replace: true });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../features/auth/LoginScreen';
import { returnPath } from '../../lib/return-path';

// Who may be here is the root guard's rule (src/lib/route-access.ts): signed-in users go to /, or back to the page
// that sent them here (?redirect=, only a path of this site; src/lib/return-path.ts).
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = returnPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginScreen,
});

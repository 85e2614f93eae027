import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../../features/auth/ForgotPasswordScreen';

// Who may be here is the root guard's rule (src/lib/route-access.ts): signed-in users go to /.
export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordScreen });

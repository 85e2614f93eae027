import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../HomePage';

// An unknown path shows the landing page when signed in. Signed-out visitors never get here: the
// root guard (src/lib/route-access.ts) sends them to /signup first.
export const Route = createFileRoute('/$')({ component: HomePage });

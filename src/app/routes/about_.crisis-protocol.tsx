import { createFileRoute } from '@tanstack/react-router';
import { CrisisProtocolPage } from '../../features/safety-protocol/CrisisProtocolPage';

// "about_" keeps the page at /about/crisis-protocol without nesting it inside the About page.
export const Route = createFileRoute('/about_/crisis-protocol')({ component: CrisisProtocolPage });

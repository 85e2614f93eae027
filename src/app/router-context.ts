import type { QueryClient } from '@tanstack/react-query';
import type { RouterAuth } from '../features/auth/auth-service';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: RouterAuth;
}

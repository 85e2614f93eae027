import { useQueryClient } from '@tanstack/react-query';
import { allowanceQueryKeys } from '../../lib/queries/checkout';

/** After a purchase, a promo code or a plan change: the plan and what remains are fetched again. */
export function useAllowanceRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(allowanceQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
  };
}

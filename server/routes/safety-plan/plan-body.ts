import type { SafetyPlan } from '../../../src/contract/safety-plan';
import type { StoredSafetyPlan } from '../../users/safety-plan-store';

export function planBody(plan: StoredSafetyPlan): SafetyPlan {
  return {
    ...plan.sections,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

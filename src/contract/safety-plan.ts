import { z } from 'zod';
import { c, errors, IsoDateTime } from './common';

/**
 * The person's own safety plan: Stanley and Brown's Safety Planning Intervention (Cognitive and Behavioral Practice,
 * 2012). Six short lists, in the order the plan is used: notice the warning signs, cope alone, go where it is
 * easier, ask someone for help, call a professional or service, make the surroundings safer. The person writes
 * every item; the server keeps it encrypted and shows it inside the chat's crisis card.
 */

/** How much each part holds: enough for a real plan, short enough to read in a hard moment. */
export const SAFETY_PLAN_LIMITS = {
  itemsPerSection: 10,
  itemLength: 200,
  nameLength: 80,
  phoneLength: 30,
} as const;

const Item = z.string().trim().min(1).max(SAFETY_PLAN_LIMITS.itemLength);

/** Digits with the usual separators, 3 (988, 911) to 15 digits (E.164's longest). */
export const Phone = z
  .string()
  .trim()
  .max(SAFETY_PLAN_LIMITS.phoneLength)
  .regex(/^\+?[0-9][0-9 ().-]*$/, 'must be a phone number: digits, spaces and + ( ) - . only')
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length;
    return digits >= 3 && digits <= 15;
  }, 'must be a phone number of 3 to 15 digits');

export const SafetyPlanContact = z
  .object({
    name: z.string().trim().min(1).max(SAFETY_PLAN_LIMITS.nameLength),
    phone: Phone.nullable(),
  })
  .strict();
export type SafetyPlanContact = z.infer<typeof SafetyPlanContact>;

const items = z.array(Item).max(SAFETY_PLAN_LIMITS.itemsPerSection);
const contacts = z.array(SafetyPlanContact).max(SAFETY_PLAN_LIMITS.itemsPerSection);

export const SafetyPlanSections = z.object({
  /** Thoughts, moods, situations or behaviours that tell the person a crisis may be building. */
  warningSigns: items,
  /** What they can do on their own to take their mind off things (a walk, music, a shower). */
  copingStrategies: items,
  /** People and places that take their mind off things. */
  distractions: items,
  /** People they can ask for help. */
  helpContacts: contacts,
  /** Professionals and services (a counsellor, 988, Kids Help Phone). */
  professionalContacts: contacts,
  /** Making their surroundings safer (what to put away, whom to give it to). */
  saferSurroundings: items,
});
export type SafetyPlanSections = z.infer<typeof SafetyPlanSections>;
export type SafetyPlanSection = keyof SafetyPlanSections;

export const safetyPlanSectionNames = Object.keys(SafetyPlanSections.shape) as SafetyPlanSection[];

/** True when the plan has at least one item somewhere: an empty plan is no plan. */
export const hasAnyItem = (plan: SafetyPlanSections) => safetyPlanSectionNames.some((name) => plan[name].length > 0);

export const PutSafetyPlanBody = SafetyPlanSections.strict().refine(
  hasAnyItem,
  'must have at least one item in one of its sections (to remove the plan, delete it)',
);
export type PutSafetyPlanBody = z.infer<typeof PutSafetyPlanBody>;

export const SafetyPlan = SafetyPlanSections.extend({
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type SafetyPlan = z.infer<typeof SafetyPlan>;

export const safetyPlan = c.router({
  // A person without a plan gets { plan: null }: a normal state, not an error. 404: no Doro profile yet.
  get: {
    method: 'GET',
    path: '/users/me/safety-plan',
    responses: { 200: z.object({ plan: SafetyPlan.nullable() }), ...errors(401, 404) },
    summary: 'The safety plan the person wrote',
  },
  // The whole plan each time: idempotent, so a retried save or a second tab cannot duplicate an item.
  put: {
    method: 'PUT',
    path: '/users/me/safety-plan',
    body: PutSafetyPlanBody,
    responses: { 200: z.object({ plan: SafetyPlan }), ...errors(400, 401, 404) },
    summary: 'Write or replace the safety plan',
  },
  // 204 whether or not there was a plan: afterwards there is none either way.
  delete: {
    method: 'DELETE',
    path: '/users/me/safety-plan',
    body: c.noBody(),
    responses: { 204: c.noBody(), ...errors(401, 404) },
    summary: 'Delete the safety plan',
  },
});

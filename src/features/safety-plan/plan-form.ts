/**
 * The safety plan editor's form, pure: rows as the person types them (blank ones allowed while writing), the
 * changes the editor makes, and the check before saving that turns the rows into the contract's body or into
 * messages that say, in words, what to fix. Nothing here knows React.
 */
import {
  Phone,
  PutSafetyPlanBody,
  SAFETY_PLAN_LIMITS,
  type SafetyPlanContact,
  type SafetyPlanSection,
  type SafetyPlanSections,
  safetyPlanSectionNames,
} from '../../contract/safety-plan';
import { safetyPlanWords } from '../../lib/safety-plan-words';

export type ContactSection = 'helpContacts' | 'professionalContacts';
export type ItemSection = Exclude<SafetyPlanSection, ContactSection>;

export const contactSections: readonly ContactSection[] = ['helpContacts', 'professionalContacts'];
export const isContactSection = (section: SafetyPlanSection): section is ContactSection =>
  (contactSections as readonly string[]).includes(section);

/** One line of the form; `key` tells rows apart while they are added and removed. */
export interface Row {
  key: string;
  text: string;
  /** Contact sections only: the phone number, optional. */
  phone: string;
}

export type PlanForm = Record<SafetyPlanSection, Row[]>;

/** Where a problem is: a whole section (too many items), a row's field, or the plan as a whole. */
export interface PlanError {
  section?: SafetyPlanSection;
  key?: string;
  field?: 'text' | 'phone';
  message: string;
}

type NewKey = () => string;

/** The form for a plan (or a blank one): every section starts with at least one row to write in. */
export function formFromPlan(plan: SafetyPlanSections | null, newKey: NewKey): PlanForm {
  const form = {} as PlanForm;
  for (const section of safetyPlanSectionNames) {
    const rows: Row[] = isContactSection(section)
      ? (plan?.[section] ?? []).map((contact) => ({ key: newKey(), text: contact.name, phone: contact.phone ?? '' }))
      : (plan?.[section] ?? []).map((item) => ({ key: newKey(), text: item, phone: '' }));
    form[section] = rows.length > 0 ? rows : [{ key: newKey(), text: '', phone: '' }];
  }
  return form;
}

export function addRow(form: PlanForm, section: SafetyPlanSection, key: string, filled?: SafetyPlanContact): PlanForm {
  const row = { key, text: filled?.name ?? '', phone: filled?.phone ?? '' };
  const rows = form[section];
  // A suggestion chosen while the only row is still blank takes that row's place.
  const replacesBlank = filled && rows.length === 1 && isBlank(rows[0]!);
  return { ...form, [section]: replacesBlank ? [row] : [...rows, row] };
}

export function removeRow(form: PlanForm, section: SafetyPlanSection, key: string): PlanForm {
  return { ...form, [section]: form[section].filter((row) => row.key !== key) };
}

export function updateRow(
  form: PlanForm,
  section: SafetyPlanSection,
  key: string,
  change: Partial<Pick<Row, 'text' | 'phone'>>,
): PlanForm {
  return { ...form, [section]: form[section].map((row) => (row.key === key ? { ...row, ...change } : row)) };
}

const isBlank = (row: Row) => row.text.trim() === '' && row.phone.trim() === '';

/** The rows with something written in them, as the person wrote them (trimmed). */
const filledRows = (form: PlanForm, section: SafetyPlanSection) => form[section].filter((row) => !isBlank(row));

/** True when the form says something else than the plan it started from: leaving would lose what was typed. */
export function hasChanges(form: PlanForm, start: PlanForm): boolean {
  const values = (value: PlanForm) =>
    JSON.stringify(
      safetyPlanSectionNames.map((section) =>
        filledRows(value, section).map((row) => [row.text.trim(), row.phone.trim()]),
      ),
    );
  return values(form) !== values(start);
}

const { itemsPerSection, itemLength, nameLength } = SAFETY_PLAN_LIMITS;

const phoneHint = 'Use 3 to 15 digits, with spaces or + ( ) - if you like.';

function rowProblems(section: SafetyPlanSection, row: Row, position: number): PlanError[] {
  const where = `${safetyPlanWords[section].title}, ${isContactSection(section) ? 'person' : 'item'} ${position}`;
  const text = row.text.trim();
  const phone = row.phone.trim();
  const problems: PlanError[] = [];
  if (!isContactSection(section)) {
    if (text.length > itemLength) {
      problems.push({
        section,
        key: row.key,
        field: 'text',
        message: `${where} is ${text.length} characters long: the most is ${itemLength}. Please shorten it.`,
      });
    }
    return problems;
  }
  if (text === '') {
    problems.push({ section, key: row.key, field: 'text', message: `${where}: add a name for ${phone}.` });
  } else if (text.length > nameLength) {
    problems.push({
      section,
      key: row.key,
      field: 'text',
      message: `${where}: the name is ${text.length} characters long: the most is ${nameLength}.`,
    });
  }
  if (phone !== '' && !Phone.safeParse(phone).success) {
    problems.push({
      section,
      key: row.key,
      field: 'phone',
      message: `${where}: “${phone}” is not a phone number. ${phoneHint}`,
    });
  }
  return problems;
}

/** The body to save, or every problem that stops it, each in words the person can act on. */
export function checkPlan(form: PlanForm): { body: PutSafetyPlanBody } | { errors: PlanError[] } {
  const errors: PlanError[] = [];
  const body = {} as SafetyPlanSections;
  for (const section of safetyPlanSectionNames) {
    const rows = filledRows(form, section);
    if (rows.length > itemsPerSection) {
      const { title } = safetyPlanWords[section];
      const extra = rows.length - itemsPerSection;
      errors.push({
        section,
        message: `${title}: ${rows.length} entries, the most is ${itemsPerSection}. Please remove ${extra}.`,
      });
    }
    rows.forEach((row, index) => errors.push(...rowProblems(section, row, index + 1)));
    if (isContactSection(section)) {
      body[section] = rows.map((row) => ({ name: row.text.trim(), phone: row.phone.trim() || null }));
    } else {
      body[section] = rows.map((row) => row.text.trim());
    }
  }
  if (errors.length > 0) return { errors };
  const parsed = PutSafetyPlanBody.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  const empty = safetyPlanSectionNames.every((section) => body[section].length === 0);
  return {
    errors: [
      {
        message: empty
          ? 'Your plan is empty: write at least one thing in it before saving.'
          : 'Something in your plan could not be saved as it is. Please check each part.',
      },
    ],
  };
}

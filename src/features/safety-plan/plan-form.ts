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
import { fill, type Locale } from '../../lib/i18n/i18n';
import { type PlanSectionWords, safetyPlanWords } from '../../lib/safety-plan-words';
import { safetyPlanMessages, type SafetyPlanWords } from './safety-plan.messages';

/** The words the check speaks in: its messages and the sections' titles, in one locale. */
export interface CheckWords {
  locale: Locale;
  t: SafetyPlanWords;
  sections: PlanSectionWords;
}

const englishWords: CheckWords = { locale: 'en', t: safetyPlanMessages.base, sections: safetyPlanWords };

/** How a row is named in a message: "Warning signs, item 2", "People I can ask for help, person 1". */
export function rowName(words: CheckWords, section: SafetyPlanSection, position: number): string {
  const { locale, t, sections } = words;
  return fill(locale, isContactSection(section) ? t.personWhere : t.itemWhere, {
    section: sections[section].title,
    position,
  });
}

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

function rowProblems(words: CheckWords, section: SafetyPlanSection, row: Row, position: number): PlanError[] {
  const { locale, t } = words;
  const where = rowName(words, section, position);
  const text = row.text.trim();
  const phone = row.phone.trim();
  const problems: PlanError[] = [];
  if (!isContactSection(section)) {
    if (text.length > itemLength) {
      problems.push({
        section,
        key: row.key,
        field: 'text',
        message: fill(locale, t.itemTooLong, { where, length: text.length, max: itemLength }),
      });
    }
    return problems;
  }
  if (text === '') {
    problems.push({ section, key: row.key, field: 'text', message: fill(locale, t.addName, { where, phone }) });
  } else if (text.length > nameLength) {
    problems.push({
      section,
      key: row.key,
      field: 'text',
      message: fill(locale, t.nameTooLong, { where, length: text.length, max: nameLength }),
    });
  }
  if (phone !== '' && !Phone.safeParse(phone).success) {
    problems.push({
      section,
      key: row.key,
      field: 'phone',
      message: fill(locale, t.notPhone, { where, phone, hint: t.phoneHint }),
    });
  }
  return problems;
}

/** The body to save, or every problem that stops it, each in words the person can act on. */
export function checkPlan(
  form: PlanForm,
  words: CheckWords = englishWords,
): { body: PutSafetyPlanBody } | { errors: PlanError[] } {
  const { locale, t } = words;
  const errors: PlanError[] = [];
  const body = {} as SafetyPlanSections;
  for (const section of safetyPlanSectionNames) {
    const rows = filledRows(form, section);
    if (rows.length > itemsPerSection) {
      const { title } = words.sections[section];
      const extra = rows.length - itemsPerSection;
      errors.push({
        section,
        message: fill(locale, t.tooMany, { section: title, count: rows.length, max: itemsPerSection, extra }),
      });
    }
    rows.forEach((row, index) => errors.push(...rowProblems(words, section, row, index + 1)));
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
        message: empty ? t.empty : t.unsaveable,
      },
    ],
  };
}

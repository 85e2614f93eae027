import { describe, expect, it } from 'vitest';
import { PutSafetyPlanBody, type SafetyPlanSections } from '../../contract/safety-plan';
import { frCA } from '../../lib/i18n/fr-CA';
import { messagesIn } from '../../lib/i18n/i18n';
import { planSectionWords, suggestedServices } from '../../lib/safety-plan-words';
import { safetyPlanSectionMessages } from '../../lib/safety-plan-words.messages';
import { addRow, checkPlan, formFromPlan, hasChanges, type PlanForm, removeRow, updateRow } from './plan-form';
import { safetyPlanMessages } from './safety-plan.messages';

function keys() {
  let next = 0;
  return () => `k${(next += 1)}`;
}

const plan: SafetyPlanSections = {
  warningSigns: ['I stop answering my friends'],
  copingStrategies: ['Walk the dog', 'Hot shower'],
  distractions: [],
  helpContacts: [{ name: 'Aunt Rosa', phone: '416-555-0199' }],
  professionalContacts: [],
  saferSurroundings: [],
};

/** The form with one section's rows set to these texts (and phones). */
function withRows(form: PlanForm, section: keyof PlanForm, rows: Array<[string, string?]>): PlanForm {
  return { ...form, [section]: rows.map(([text, phone = ''], index) => ({ key: `${section}${index}`, text, phone })) };
}

describe('the safety plan form', () => {
  it('opens a plan with its items, and every empty section with one blank row to write in', () => {
    const form = formFromPlan(plan, keys());
    expect(form.copingStrategies.map((row) => row.text)).toEqual(['Walk the dog', 'Hot shower']);
    expect(form.helpContacts).toEqual([{ key: expect.any(String), text: 'Aunt Rosa', phone: '416-555-0199' }]);
    expect(form.distractions).toEqual([{ key: expect.any(String), text: '', phone: '' }]);
    expect(
      new Set(
        Object.values(form)
          .flat()
          .map((row) => row.key),
      ).size,
    ).toBe(7);
  });

  it('saves what was written, trimmed, leaving blank rows out; it round-trips', () => {
    let form = formFromPlan(null, keys());
    form = updateRow(form, 'warningSigns', form.warningSigns[0]!.key, { text: '  I stop eating  ' });
    form = addRow(form, 'helpContacts', 'new');
    form = updateRow(form, 'helpContacts', 'new', { text: 'Sam ', phone: '' });
    const checked = checkPlan(form);
    expect(checked).toEqual({
      body: {
        warningSigns: ['I stop eating'],
        copingStrategies: [],
        distractions: [],
        helpContacts: [{ name: 'Sam', phone: null }],
        professionalContacts: [],
        saferSurroundings: [],
      },
    });
    expect(checkPlan(formFromPlan(plan, keys()))).toEqual({ body: plan });
  });

  it('says, in words, what stops a save: length, count, a phone without a name, a phone that is not one', () => {
    let form = formFromPlan(plan, keys());
    form = withRows(form, 'copingStrategies', [['x'.repeat(201)]]);
    form = withRows(
      form,
      'distractions',
      Array.from({ length: 11 }, (_, index) => [`place ${index}`]),
    );
    form = withRows(form, 'helpContacts', [['', '416-555-0199'], ['Rosa', 'call me'], ['n'.repeat(81)]]);
    const checked = checkPlan(form);
    if (!('errors' in checked)) throw new Error('expected errors');
    expect(checked.errors).toEqual([
      {
        section: 'copingStrategies',
        key: 'copingStrategies0',
        field: 'text',
        message: 'Things I can do on my own, item 1 is 201 characters long: the most is 200. Please shorten it.',
      },
      {
        section: 'distractions',
        message: 'People and places that take my mind off things: 11 entries, the most is 10. Please remove 1.',
      },
      {
        section: 'helpContacts',
        key: 'helpContacts0',
        field: 'text',
        message: 'People I can ask for help, person 1: add a name for 416-555-0199.',
      },
      {
        section: 'helpContacts',
        key: 'helpContacts1',
        field: 'phone',
        message:
          'People I can ask for help, person 2: “call me” is not a phone number. ' +
          'Use 3 to 15 digits, with spaces or + ( ) - if you like.',
      },
      {
        section: 'helpContacts',
        key: 'helpContacts2',
        field: 'text',
        message: 'People I can ask for help, person 3: the name is 81 characters long: the most is 80.',
      },
    ]);
  });

  it('says what stops a save in French too, with the French section names', () => {
    const french = {
      locale: 'fr-CA' as const,
      t: messagesIn(safetyPlanMessages, 'fr-CA', frCA),
      sections: planSectionWords(messagesIn(safetyPlanSectionMessages, 'fr-CA', frCA)),
    };
    let form = formFromPlan(plan, keys());
    form = withRows(form, 'copingStrategies', [['x'.repeat(201)]]);
    form = withRows(form, 'helpContacts', [
      ['', '416-555-0199'],
      ['Rosa', 'appelle-moi'],
    ]);
    const checked = checkPlan(form, french);
    if (!('errors' in checked)) throw new Error('expected errors');
    expect(checked.errors.map((error) => error.message)).toEqual([
      'Ce que je peux faire seul ou seule, élément 1 compte 201 caractères\u00a0: le maximum est 200. Veuillez le raccourcir.',
      'Les personnes à qui je peux demander de l’aide, personne 1\u00a0: ajoutez un nom pour 416-555-0199.',
      'Les personnes à qui je peux demander de l’aide, personne 2\u00a0: «\u00a0appelle-moi\u00a0» n’est pas un numéro de ' +
        'téléphone. Utilisez de 3 à 15 chiffres, avec des espaces ou + ( ) - si vous voulez.',
    ]);
    expect(checkPlan(formFromPlan(null, keys()), french)).toEqual({
      errors: [{ message: 'Votre plan est vide\u00a0: écrivez au moins une chose avant d’enregistrer.' }],
    });
  });

  it('refuses an empty plan: deleting is how a plan goes', () => {
    expect(checkPlan(formFromPlan(null, keys()))).toEqual({
      errors: [{ message: 'Your plan is empty: write at least one thing in it before saving.' }],
    });
  });

  it('agrees with the contract: what it lets through, the server accepts', () => {
    const form = withRows(formFromPlan(plan, keys()), 'professionalContacts', [['Clinic', '+1 (416) 555-0100']]);
    const checked = checkPlan(form);
    if (!('body' in checked)) throw new Error(JSON.stringify(checked.errors));
    expect(PutSafetyPlanBody.safeParse(checked.body).success).toBe(true);
  });

  it('adds a chosen suggestion in place of the blank row, and after rows already written', () => {
    const [helpline, kids] = suggestedServices(safetyPlanSectionMessages.base);
    let form = formFromPlan(null, keys());
    form = addRow(form, 'professionalContacts', 's1', helpline);
    expect(form.professionalContacts).toEqual([{ key: 's1', text: helpline.name, phone: '988' }]);
    form = addRow(form, 'professionalContacts', 's2', kids);
    expect(form.professionalContacts.map((row) => row.phone)).toEqual(['988', '1-800-668-6868']);
    form = removeRow(form, 'professionalContacts', 's1');
    expect(form.professionalContacts.map((row) => row.key)).toEqual(['s2']);
  });

  it('tells a change from the plan it started from, ignoring blank rows and spaces', () => {
    const start = formFromPlan(plan, keys());
    expect(hasChanges(addRow(start, 'distractions', 'blank'), start)).toBe(false);
    const key = start.copingStrategies[0]!.key;
    expect(hasChanges(updateRow(start, 'copingStrategies', key, { text: 'Walk the dog ' }), start)).toBe(false);
    expect(hasChanges(updateRow(start, 'copingStrategies', key, { text: 'Walk the cat' }), start)).toBe(true);
    expect(hasChanges(removeRow(start, 'helpContacts', start.helpContacts[0]!.key), start)).toBe(true);
  });
});

/**
 * The support form's rules, apart from the view so they are tested without a browser. The contract's schema is the
 * rule, so the form refuses exactly what the server would, with words for a person instead of zod's.
 */
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  SupportContactBody,
  type SupportTopic,
} from '../../contract/support';

export interface ContactFormValues {
  name: string;
  email: string;
  topic: SupportTopic | '';
  message: string;
}

export type ContactFormErrors = Partial<Record<'name' | 'email' | 'topic' | 'message', string>>;

export type ContactFormCheck = { ok: true; body: SupportContactBody } | { ok: false; errors: ContactFormErrors };

export function checkContactForm(values: ContactFormValues): ContactFormCheck {
  const name = values.name.trim();
  const parsed = SupportContactBody.safeParse({
    ...(name ? { name } : {}),
    email: values.email,
    message: values.message,
    ...(values.topic ? { topic: values.topic } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ContactFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'email' || field === 'topic' || field === 'message') {
      errors[field] ??= wordsFor(field, values);
    }
  }
  return { ok: false, errors };
}

function wordsFor(field: keyof ContactFormErrors, values: ContactFormValues): string {
  switch (field) {
    case 'name':
      return values.name.includes('\u0000')
        ? 'Your name contains a character we cannot store.'
        : `Please keep your name to ${SUPPORT_NAME_MAX} characters or fewer.`;
    case 'email':
      return values.email.trim()
        ? 'That email address does not look right.'
        : 'Please enter your email address, so we can reply.';
    case 'topic':
      return 'Please choose a topic from the list.';
    case 'message': {
      const length = values.message.trim().length;
      if (values.message.includes('\u0000')) return 'Your message contains a character we cannot store.';
      if (length === 0) return 'Please write your message.';
      if (length < SUPPORT_MESSAGE_MIN)
        return `Please tell us a little more (at least ${SUPPORT_MESSAGE_MIN} characters).`;
      return `Please keep your message to ${count(SUPPORT_MESSAGE_MAX)} characters or fewer (it has ${count(length)}).`;
    }
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/** The message's live count under the box: how much of the limit is used, and by how much it is over. */
export function messageCountText(length: number): string {
  const used = `${count(length)} of ${count(SUPPORT_MESSAGE_MAX)} characters`;
  return length > SUPPORT_MESSAGE_MAX ? `${used}: ${count(length - SUPPORT_MESSAGE_MAX)} too many` : used;
}

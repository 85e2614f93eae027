import { useMutation } from '@tanstack/react-query';
import type { SupportContactBody } from '../../contract/support';
import { sendSupportMessageMutation } from '../../lib/queries/support';
import { toast } from '../../ui/toast/toast';
import { SupportText } from './SupportText';

/**
 * The Support popup's text with its form sending to POST /api/support/contact. A refusal reaches the form as the
 * server worded it (the 429's "Too many messages...", a 400's reason); a stored message gets the form's thank-you
 * and a toast. Loaded on its own (default export, React.lazy), so the API client and the contract's schemas come
 * with /support only, never with the other popups or the landing page.
 */
export default function SupportContact({ defaultEmail }: { defaultEmail?: string }) {
  const { mutateAsync } = useMutation(sendSupportMessageMutation());
  async function send(body: SupportContactBody) {
    const receipt = await mutateAsync(body);
    toast.show({ kind: 'success', title: 'Message sent', description: 'Thank you. We will reply by email.' });
    return receipt;
  }
  return <SupportText onSubmit={send} defaultEmail={defaultEmail} />;
}

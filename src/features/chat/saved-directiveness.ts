import { Directiveness } from '../../contract/chat-socket';

/** The directiveness the server remembers for the user (GET /api/users/me/), or null when there is none yet. */
export function savedDirectiveness(user: object | undefined): Directiveness | null {
  const parsed = Directiveness.safeParse((user as { directiveness?: unknown } | undefined)?.directiveness);
  return parsed.success ? parsed.data : null;
}

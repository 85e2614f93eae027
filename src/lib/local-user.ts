import { User } from '../contract/users';

// The local copy of the user from the current-user call (spec point 3), under a prefix plus the email, so the
// app can show who is signed in before the network answers. Storage may be missing or refuse writes (private
// modes, full quota): the copy is a convenience, so failures are swallowed.

export const LOCAL_USER_KEY_PREFIX = 'doro:user:';

export function localUserKey(email: string): string {
  return `${LOCAL_USER_KEY_PREFIX}${email.trim().toLowerCase()}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // some browsers throw on access when storage is blocked
  }
}

export function saveLocalUser(user: User): void {
  try {
    storage()?.setItem(localUserKey(user.email), JSON.stringify(user));
  } catch {
    // quota or privacy mode: the copy is optional
  }
}

/** The stored copy for this email, or null when absent or unreadable. */
export function readLocalUser(email: string): User | null {
  try {
    const raw = storage()?.getItem(localUserKey(email));
    if (raw === null || raw === undefined) return null;
    const parsed = User.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function removeLocalUser(email: string): void {
  try {
    storage()?.removeItem(localUserKey(email));
  } catch {
    // nothing to do
  }
}

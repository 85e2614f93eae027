import { useState } from 'react';
import type { ChatNotice } from '../../machines/chat.types';
import { type PlanKnown, planOfferAfter, readDismissedSession, rememberDismissedSession } from './plan-offer';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The offer to make a safety plan for this page: where it shows (or null), and "Not now". */
export function usePlanOffer(sessionId: string | null, notices: readonly ChatNotice[], plan: PlanKnown) {
  const [dismissedSession, setDismissedSession] = useState(() => readDismissedSession(storage()));
  return {
    afterSeq: planOfferAfter({ notices, plan, sessionId, dismissedSession }),
    dismiss() {
      if (sessionId === null) return;
      rememberDismissedSession(storage(), sessionId);
      setDismissedSession(sessionId);
    },
  };
}

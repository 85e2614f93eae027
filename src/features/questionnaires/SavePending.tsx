import { useSavePending } from './use-save-pending';

/** Saves the kept results (see src/app/PendingResultsSaver.tsx); shows nothing. */
export default function SavePending() {
  useSavePending(true);
  return null;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../lib/i18n/i18n';
import { inspector } from '../../lib/inspector';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { remainingMinutesQuery } from '../../lib/queries/sessions';
import { userDataQuery } from '../../lib/queries/users';
import { Page } from '../../ui/Page';
import { ChatPopups } from './ChatPopups';
import { ChatStage } from './ChatStage';
import { ChatToolbar } from './ChatToolbar';
import { chatPageMachine } from './chat-page-machine';
import { chatPageMessages } from './chat-page.messages';
import { chatView } from './chat-view';
import { noticeText } from './notice-text';
import { PriorSessions } from './PriorSessions';
import { savedDirectiveness } from './saved-directiveness';
import { useChatTheme } from './use-chat-theme';
import { useCountdown } from './use-countdown';
import { useSound } from './use-sound';
import { usePlanOffer } from './use-plan-offer';
import { useSpokenNotices } from './use-spoken-notices';
import { useSpokenReply } from './use-spoken-reply';

/** What the safety plan editor needs from the chat page, which shows it over the conversation. */
export interface PlanEditorSlot {
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

interface ChatPageProps {
  /** The signed-in user's uid (null while nobody is): sessions belong to a user. */
  userId: string | null;
  /** The safety plan editor, from the feature that owns it (the route composes them: features never import each). */
  PlanEditor?: ComponentType<PlanEditorSlot>;
}

/** /doro-chat: the chat machine bound to the screen, the popups, sound, theme and the earlier sessions. */
export function ChatPage({ userId, PlanEditor }: ChatPageProps) {
  const t = useMessages(chatPageMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [machine] = useState(() => chatPageMachine(queryClient));
  const sound = useSound();
  const theme = useChatTheme();
  const profile = useQuery({ ...userDataQuery(), enabled: userId !== null });
  // Read once for the page (and kept by the cache), not per message: the crisis card shows it the moment it comes.
  const plan = useQuery({ ...safetyPlanQuery(), enabled: userId !== null });
  const actor = useActorRef(machine, {
    input: { userId, directiveness: null, speakReplies: sound.enabled },
    inspect: inspector(),
  });
  const snapshot = useSelector(actor, (current) => current);
  const view = chatView(snapshot);
  const { context } = snapshot;

  useEffect(() => actor.send({ type: 'USER_CHANGED', userId }), [actor, userId]);
  useEffect(() => actor.send({ type: 'SET_SPEECH', enabled: sound.enabled }), [actor, sound.enabled]);

  // The flags reset and the last session reloads on every path change (the first path is the load).
  const pathname = useRouterState({
    select: (state) => state.location.pathname,
  });
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    actor.send({ type: 'LOCATION_CHANGED', pathname });
  }, [actor, pathname]);

  const lastDoroText = context.messages.findLast((message) => message.role === 'doro')?.text ?? null;
  useSpokenReply(view.speaking && sound.enabled, lastDoroText, () => actor.send({ type: 'SPEECH_ENDED' }));
  // Spoken in the interface's language, as shown (the utterance takes <html lang>).
  useSpokenNotices(sound.enabled, context.notices, (notice) => noticeText(notice, locale, t));
  // A reply being read when the sound is turned off stops at once.
  useEffect(() => {
    if (view.speaking && !sound.enabled) actor.send({ type: 'SPEECH_ENDED' });
  }, [actor, view.speaking, sound.enabled]);

  // Two figures, each named on the screen: the month's minutes (GET remaining-minutes, which counts the running
  // session too) and, while a session runs, the session's own (its cap, from the socket). Both count down with the
  // session's clock; the month's is asked again whenever the server's figures or the stage change.
  const month = useQuery({ ...remainingMinutesQuery(), enabled: userId !== null });
  const monthSeconds = useCountdown(month.data?.remainingSeconds ?? 0, view.clockRuns);
  const sessionSeconds = useCountdown(context.remainingSeconds, view.clockRuns);
  const sessionRuns = view.stage === 'live' && !view.connecting;
  const figuresSeen = useRef({ seconds: context.remainingSeconds, stage: view.stage });
  useEffect(() => {
    const seen = figuresSeen.current;
    if (seen.seconds === context.remainingSeconds && seen.stage === view.stage) return;
    figuresSeen.current = { seconds: context.remainingSeconds, stage: view.stage };
    // Not cancelling a read on its way: the machine's own eligibility check may be waiting for it.
    void queryClient.invalidateQueries({ queryKey: remainingMinutesQuery().queryKey }, { cancelRefetch: false });
  }, [queryClient, context.remainingSeconds, view.stage]);
  const canEnd = view.stage === 'live' || view.stage === 'paused';

  const [planOpen, setPlanOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const planButton = useRef<HTMLButtonElement>(null);
  const knownPlan = plan.isSuccess ? (plan.data ? 'present' : 'none') : 'unknown';
  const offer = usePlanOffer(context.sessionId, context.notices, knownPlan);
  const openPlan = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPlanOpen(true);
  };
  const focusMessageBox = () => (composer.current ?? planButton.current)?.focus();

  return (
    <Page title={t.title} documentTitle={t.documentTitle}>
      <ChatToolbar
        monthSeconds={month.data ? monthSeconds : null}
        sessionSeconds={sessionRuns ? sessionSeconds : null}
        soundOn={sound.enabled}
        onToggleSound={sound.toggle}
        light={theme.light}
        onToggleTheme={theme.toggle}
        onEnd={canEnd ? () => actor.send({ type: 'END' }) : null}
        onOpenPlan={PlanEditor ? openPlan : null}
        planButtonRef={planButton}
      />
      <ChatStage
        view={view}
        context={context}
        send={actor.send}
        plan={plan.data ?? null}
        planOffer={
          PlanEditor && offer.afterSeq !== null
            ? {
                afterSeq: offer.afterSeq,
                onOpen: openPlan,
                onDismiss: () => {
                  offer.dismiss();
                  focusMessageBox();
                },
              }
            : null
        }
        composerRef={composer}
      />
      <ChatPopups
        popup={view.popup}
        busy={view.busy}
        error={context.error}
        initialDirectiveness={context.directiveness ?? savedDirectiveness(profile.data) ?? 'balanced'}
        send={actor.send}
      />
      <PriorSessions />
      {PlanEditor ? (
        <PlanEditor
          open={planOpen}
          onClose={() => setPlanOpen(false)}
          // Radix gives the focus back only to a Dialog.Trigger: back to what opened it, or to the message box when
          // that is gone (the offer, once a plan exists).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            else focusMessageBox();
          }}
        />
      ) : null}
    </Page>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { inspector } from '../../lib/inspector';
import { userDataQuery } from '../../lib/queries/users';
import { Page } from '../../ui/Page';
import { ChatPopups } from './ChatPopups';
import { ChatStage } from './ChatStage';
import { ChatToolbar } from './ChatToolbar';
import { chatPageMachine } from './chat-page-machine';
import { chatView } from './chat-view';
import { PriorSessions } from './PriorSessions';
import { savedDirectiveness } from './saved-directiveness';
import { useChatTheme } from './use-chat-theme';
import { useCountdown } from './use-countdown';
import { useSound } from './use-sound';
import { useSpokenReply } from './use-spoken-reply';

interface ChatPageProps {
  /** The signed-in user's uid (null while nobody is): sessions belong to a user. */
  userId: string | null;
}

/** /doro-chat: the chat machine bound to the screen, the popups, sound, theme and the earlier sessions. */
export function ChatPage({ userId }: ChatPageProps) {
  const queryClient = useQueryClient();
  const [machine] = useState(() => chatPageMachine(queryClient));
  const sound = useSound();
  const theme = useChatTheme();
  const profile = useQuery({ ...userDataQuery(), enabled: userId !== null });
  const actor = useActorRef(machine, {
    input: { userId, directiveness: null, speakReplies: sound.enabled },
    inspect: inspector(),
  });
  const snapshot = useSelector(actor, (current) => current);
  const view = chatView(snapshot);
  const { context } = snapshot;

  useEffect(() => actor.send({ type: 'USER_CHANGED', userId }), [actor, userId]);
  useEffect(() => actor.send({ type: 'SET_SPEECH', enabled: sound.enabled }), [actor, sound.enabled]);

  // Spec point 4: the flags reset and the last session reloads on every path change (the first path is the load).
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
  // A reply being read when the sound is turned off stops at once.
  useEffect(() => {
    if (view.speaking && !sound.enabled) actor.send({ type: 'SPEECH_ENDED' });
  }, [actor, view.speaking, sound.enabled]);

  const remainingSeconds = useCountdown(context.remainingSeconds, view.clockRuns);
  const canEnd = view.stage === 'live' || view.stage === 'paused';

  return (
    <Page title="Talk with Doro" documentTitle="Chat · Doro">
      <ChatToolbar
        remainingSeconds={remainingSeconds}
        soundOn={sound.enabled}
        onToggleSound={sound.toggle}
        light={theme.light}
        onToggleTheme={theme.toggle}
        onEnd={canEnd ? () => actor.send({ type: 'END' }) : null}
      />
      <ChatStage view={view} context={context} send={actor.send} />
      <ChatPopups
        popup={view.popup}
        busy={view.busy}
        error={context.error}
        initialDirectiveness={context.directiveness ?? savedDirectiveness(profile.data) ?? 'balanced'}
        send={actor.send}
      />
      <PriorSessions />
    </Page>
  );
}

import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API's recognition this page uses (Chromium names it webkitSpeechRecognition). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  addEventListener(
    type: 'result',
    listener: (event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void,
  ): void;
  addEventListener(type: 'error', listener: (event: { error: string }) => void): void;
  addEventListener(type: 'end', listener: () => void): void;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const global = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return global.SpeechRecognition ?? global.webkitSpeechRecognition ?? null;
}

export interface VoiceInput {
  /** The browser has speech recognition: the microphone button shows only then. */
  supported: boolean;
  listening: boolean;
  error: string | null;
  toggle: () => void;
}

/** Dictation with the Web Speech API: each finished phrase is added to the text `setText` holds. */
export function useVoiceInput(setText: Dispatch<SetStateAction<string>>): VoiceInput {
  const [supported] = useState(() => recognitionConstructor() !== null);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = () => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const instance = new Constructor();
    instance.lang = navigator.language || 'en-US';
    instance.interimResults = false;
    instance.continuous = false;
    instance.addEventListener('result', (event) => {
      const phrase = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (phrase) setText((current) => (current ? `${current} ${phrase}` : phrase));
    });
    instance.addEventListener('error', (event) => {
      setError(
        event.error === 'not-allowed'
          ? 'The microphone is blocked for this site.'
          : 'Voice input is not available right now. You can type instead.',
      );
    });
    instance.addEventListener('end', () => {
      recognition.current = null;
      setListening(false);
    });
    setError(null);
    recognition.current = instance;
    setListening(true);
    try {
      instance.start();
    } catch {
      recognition.current = null;
      setListening(false);
      setError('Voice input is not available right now. You can type instead.');
    }
  };

  return { supported, listening, error, toggle };
}

import { useEffect, useRef, useState } from 'react';
import { voiceCommandOf, type TVoiceCommand } from './voice-commands';

/** The part of the Web Speech API cooking mode uses (Chrome still names it webkitSpeechRecognition). */
interface TRecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface TRecognitionEvent {
  resultIndex: number;
  results: ArrayLike<TRecognitionResult>;
}
interface TRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: TRecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type TRecognitionConstructor = new () => TRecognition;

function recognitionConstructor(): TRecognitionConstructor | null {
  const candidates = window as unknown as {
    SpeechRecognition?: TRecognitionConstructor;
    webkitSpeechRecognition?: TRecognitionConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

export type TListeningState = 'off' | 'listening' | 'unsupported' | 'denied';

/**
 * Hands-free cooking: 'weiter', 'zurück', 'wiederholen', 'Timer starten', in German, only while switched on
 * (off by default). Browsers stop listening after a pause; while on, it starts again.
 */
export function useVoiceCommands(enabled: boolean, onCommand: (command: TVoiceCommand) => void): TListeningState {
  const supported = typeof window !== 'undefined' && recognitionConstructor() !== null;
  const [listening, setListening] = useState(false);
  const [denied, setDenied] = useState(false);
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  }, [onCommand]);

  useEffect(() => {
    const Recognition = recognitionConstructor();
    if (!enabled || !Recognition) return;
    let active = true;
    const recognition = new Recognition();
    recognition.lang = 'de-DE';
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onstart = () => {
      if (active) setListening(true);
    };
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (!result?.isFinal) continue;
        const command = voiceCommandOf(result[0].transcript);
        if (command) handler.current(command);
      }
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        active = false;
        setListening(false);
        setDenied(true);
      }
    };
    recognition.onend = () => {
      if (!active) return;
      try {
        recognition.start();
      } catch {
        setListening(false);
      }
    };
    try {
      recognition.start();
    } catch {
      queueMicrotask(() => setDenied(true));
    }
    return () => {
      active = false;
      recognition.onend = null;
      recognition.stop();
      setListening(false);
    };
  }, [enabled]);

  if (!supported) return 'unsupported';
  if (!enabled) return 'off';
  if (denied) return 'denied';
  return listening ? 'listening' : 'off';
}

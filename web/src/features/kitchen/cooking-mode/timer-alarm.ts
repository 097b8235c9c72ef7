import { showTimerNotification } from '../../cooking-assistant/timer-notification';

/**
 * What a finished step timer does besides showing itself: a few beeps (Web Audio, unlocked by the tap that started
 * the timer), vibration where the device has it, and a notification through the cooking timer's flow.
 */
let audio: AudioContext | null = null;

/** Called from the tap that starts a timer: browsers let sound play later only after a user gesture. */
export function unlockAlarmSound(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

function beep(context: AudioContext, at: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.4);
}

export function ringAlarm(notice: { title: string; body: string; tag: string }): void {
  try {
    audio ??= new AudioContext();
    const context = audio;
    for (let i = 0; i < 3; i += 1) beep(context, context.currentTime + i * 0.5);
  } catch {
    // No sound device: vibration and the notification still tell the cook.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([300, 150, 300, 150, 300]);
  showTimerNotification(notice.title, notice.body, notice.tag);
}

/**
 * Short tones made with WebAudio (no audio files): a move, a capture, a check, low time and the
 * end of the game sound different. Muted is remembered per browser.
 */
export type SoundKind = 'move' | 'capture' | 'check' | 'low-time' | 'game-end';

/** Frequencies (Hz) and lengths (ms) of each sound's notes. */
export const TONES: Record<SoundKind, [number, number][]> = {
  move: [[660, 70]],
  capture: [[440, 60], [330, 90]],
  check: [[880, 90], [880, 90]],
  'low-time': [[1000, 120], [0, 60], [1000, 120]],
  'game-end': [[523, 150], [659, 150], [784, 260]],
};

const STORAGE_KEY = 'teamchess.muted';

export class Sounds {
  private context: AudioContext | null = null;
  muted: boolean;

  constructor(private readonly storage?: Storage) {
    this.muted = storage?.getItem(STORAGE_KEY) === 'true';
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.storage?.setItem(STORAGE_KEY, String(muted));
  }

  play(kind: SoundKind): void {
    if (this.muted || typeof window === 'undefined' || !('AudioContext' in window)) {
      return;
    }
    try {
      this.context ??= new AudioContext();
      const audio = this.context;
      let at = audio.currentTime + 0.01;
      for (const [frequency, millis] of TONES[kind]) {
        const seconds = millis / 1000;
        if (frequency > 0) {
          const oscillator = audio.createOscillator();
          const gain = audio.createGain();
          oscillator.type = 'sine';
          oscillator.frequency.value = frequency;
          gain.gain.setValueAtTime(0.15, at);
          gain.gain.exponentialRampToValueAtTime(0.001, at + seconds);
          oscillator.connect(gain).connect(audio.destination);
          oscillator.start(at);
          oscillator.stop(at + seconds);
        }
        at += seconds;
      }
    } catch {
      // No sound is not an error worth showing: the text says everything the sound does.
    }
  }
}

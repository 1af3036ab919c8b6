/** The clocks as the server sent them (docs/protocol.md, "clocks"). */
export interface Clocks {
  whiteMillis: number;
  blackMillis: number;
  running?: 'white' | 'black';
  status: 'scheduled' | 'running' | 'paused' | 'ended';
  at: string;
}

/** A server snapshot and the local moment it arrived: the running side counts down from there. */
export interface ClockReading {
  clocks: Clocks;
  receivedAt: number;
}

/** Low time: under this many milliseconds the clock says so in words (and the page beeps once). */
export const LOW_TIME_MILLIS = 30_000;

/**
 * Both remaining times at a local moment. The server's numbers are true at its `at`, which is the
 * moment it sent them (a move's receipt, or now for a state), so the running side is counted down
 * from the local arrival; the next message corrects any drift.
 */
export function remaining(reading: ClockReading, now: number): { white: number; black: number } {
  const { clocks } = reading;
  const elapsed = clocks.status === 'running' && clocks.running ? Math.max(0, now - reading.receivedAt) : 0;
  return {
    white: Math.max(0, clocks.whiteMillis - (clocks.running === 'white' ? elapsed : 0)),
    black: Math.max(0, clocks.blackMillis - (clocks.running === 'black' ? elapsed : 0)),
  };
}

/**
 * Time as a clock shows it: `1:05:03`, `9:59`, and tenths under ten seconds (`0:07.4`). Rounded
 * down, so a clock never shows time that is no longer there.
 */
export function formatClock(millis: number): string {
  const ms = Math.max(0, Math.floor(millis));
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) {
    return `${hours}:${two(minutes)}:${two(seconds)}`;
  }
  if (ms < 10_000) {
    return `${minutes}:${two(seconds)}.${Math.floor((ms % 1000) / 100)}`;
  }
  return `${minutes}:${two(seconds)}`;
}

/** Time said in words for the live region: «4 минуты 5 секунд», "4 minutes 5 seconds". */
export function spokenClock(millis: number, lang: 'ru' | 'en'): string {
  const totalSeconds = Math.floor(Math.max(0, millis) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  const word = (n: number, ru: [string, string, string], en: [string, string]) => {
    if (lang === 'en') {
      return `${n} ${n === 1 ? en[0] : en[1]}`;
    }
    const rule = new Intl.PluralRules('ru').select(n);
    return `${n} ${rule === 'one' ? ru[0] : rule === 'few' ? ru[1] : ru[2]}`;
  };
  if (hours > 0) parts.push(word(hours, ['час', 'часа', 'часов'], ['hour', 'hours']));
  if (minutes > 0) parts.push(word(minutes, ['минута', 'минуты', 'минут'], ['minute', 'minutes']));
  if (seconds > 0 || parts.length === 0) parts.push(word(seconds, ['секунда', 'секунды', 'секунд'], ['second', 'seconds']));
  return parts.join(' ');
}

/** `4:31`, `1:02:03`: the time left until the start. */
export function formatCountdown(millis: number): string {
  const total = Math.ceil(millis / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

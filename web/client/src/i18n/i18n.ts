import { en } from './en';
import { ru, type MessageKey } from './ru';

export type { MessageKey };
export type Locale = 'ru' | 'en';
export type Params = Record<string, string | number>;

export const LOCALES: readonly Locale[] = ['ru', 'en'];
const catalogs: Record<Locale, Record<MessageKey, string>> = { ru, en };
const STORAGE_KEY = 'teamchess.locale';

let current: Locale = 'ru';
const listeners = new Set<() => void>();

/** The plural categories a catalog lists its word forms in, `{count:form|form|...}`. */
const PLURAL_FORMS: Record<Locale, Intl.LDMLPluralRule[]> = {
  ru: ['one', 'few', 'many'],
  en: ['one', 'other'],
};

/**
 * The catalog's text for a key, with `{name}` placeholders filled in and `{name:forms}` replaced
 * by the word form the number takes: `{boards:доска|доски|досок}` (one, few, many in Russian),
 * `{boards:board|boards}` (one, other in English).
 */
export function translate(locale: Locale, key: MessageKey, params: Params = {}): string {
  const rules = new Intl.PluralRules(locale);
  return catalogs[locale][key].replace(/\{(\w+)(?::([^}]*))?\}/g, (whole, name: string, forms?: string) => {
    if (!(name in params)) {
      return whole;
    }
    if (forms === undefined) {
      return String(params[name]);
    }
    const words = forms.split('|');
    const index = PLURAL_FORMS[locale].indexOf(rules.select(Number(params[name])));
    return words[index >= 0 ? index : words.length - 1] ?? '';
  });
}

/** Whether a key built at run time (`game.error.${code}`) is in the catalogs. */
export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(ru, key);
}

/** The text of a key in the page's current language. */
export function t(key: MessageKey, params?: Params): string {
  return translate(current, key, params);
}

export function locale(): Locale {
  return current;
}

/** Russian unless the viewer chose English before on this browser. */
export function initLocale(storage: Pick<Storage, 'getItem'> | undefined): Locale {
  const saved = storage?.getItem(STORAGE_KEY);
  current = saved === 'en' ? 'en' : 'ru';
  return current;
}

export function setLocale(next: Locale, storage?: Pick<Storage, 'setItem'>): void {
  current = next;
  storage?.setItem(STORAGE_KEY, next);
  listeners.forEach((listener) => listener());
}

export function onLocaleChange(listener: () => void): void {
  listeners.add(listener);
}

/** The viewer's own IANA time zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A moment as a date and time of day in a time zone, e.g. "1 марта 2026 г., 18:00". */
export function formatDateTime(moment: string | Date, timeZone: string, lang: Locale = current): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** A calendar date (YYYY-MM-DD, no time zone) as the page's language writes it: 15.03.2013, 15/03/2013. */
export function formatDate(date: string, lang: Locale = current): string {
  const moment = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(moment.getTime())) {
    return date;
  }
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
    timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric',
  }).format(moment);
}

/**
 * A moment in the competition's zone, and in the viewer's zone when that differs:
 * "1 марта 2026 г., 18:00 (Asia/Anadyr); у вас: 1 марта 2026 г., 09:00 (Europe/Moscow)".
 */
export function formatInZones(moment: string | Date, competitionZone: string, viewerZone: string,
  lang: Locale = current): string {
  const there = translate(lang, 'time.inZone', {
    time: formatDateTime(moment, competitionZone, lang),
    zone: competitionZone,
  });
  if (viewerZone === competitionZone) {
    return there;
  }
  return translate(lang, 'time.inBothZones', {
    there,
    here: translate(lang, 'time.inZone', { time: formatDateTime(moment, viewerZone, lang), zone: viewerZone }),
  });
}

/**
 * The moment a local date and time ("2026-03-01T18:00") names in an IANA zone, as the server reads
 * an organizer's deadline (LocalDateTime.atZone: in a gap the later offset, in an overlap the earlier).
 */
export function zonedLocalToInstant(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) {
    throw new RangeError(`Not a local date and time: ${local}`);
  }
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // Two offsets around the guess cover gaps and overlaps; the earlier offset wins in an overlap.
  const first = offsetAt(asUtc - offsetAt(asUtc, timeZone), timeZone);
  const candidates = [asUtc - offsetAt(asUtc - 86_400_000, timeZone), asUtc - first];
  for (const candidate of candidates.sort((a, b) => a - b)) {
    if (candidate + offsetAt(candidate, timeZone) === asUtc) {
      return new Date(candidate);
    }
  }
  // A gap: the clock skips this time; java.time moves it later by the gap's length.
  return new Date(asUtc - offsetAt(asUtc - 86_400_000, timeZone));
}

/** The zone's offset from UTC at a moment, in milliseconds. */
function offsetAt(epochMillis: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(epochMillis));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(epochMillis / 1000) * 1000;
}

/** Whether the browser knows an IANA zone name (the server checks with java.time.ZoneId). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.trim() !== '';
  } catch {
    return false;
  }
}

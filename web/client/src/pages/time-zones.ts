import { html, type TemplateResult } from 'lit-html';
import { fieldId, groupError } from '../components';
import { locale, t } from '../i18n/i18n';

/** Russia's IANA zones from west to east, with the city each is named for in Russian. */
export const RUSSIAN_ZONES: readonly [zone: string, city: string][] = [
  ['Europe/Kaliningrad', 'Калининград'], ['Europe/Moscow', 'Москва'], ['Europe/Simferopol', 'Симферополь'], ['Europe/Kirov', 'Киров'],
  ['Europe/Volgograd', 'Волгоград'], ['Europe/Astrakhan', 'Астрахань'], ['Europe/Saratov', 'Саратов'], ['Europe/Ulyanovsk', 'Ульяновск'],
  ['Europe/Samara', 'Самара'], ['Asia/Yekaterinburg', 'Екатеринбург'], ['Asia/Omsk', 'Омск'], ['Asia/Novosibirsk', 'Новосибирск'],
  ['Asia/Barnaul', 'Барнаул'], ['Asia/Tomsk', 'Томск'], ['Asia/Novokuznetsk', 'Новокузнецк'], ['Asia/Krasnoyarsk', 'Красноярск'],
  ['Asia/Irkutsk', 'Иркутск'], ['Asia/Chita', 'Чита'], ['Asia/Yakutsk', 'Якутск'], ['Asia/Khandyga', 'Хандыга'],
  ['Asia/Vladivostok', 'Владивосток'], ['Asia/Ust-Nera', 'Усть-Нера'], ['Asia/Magadan', 'Магадан'], ['Asia/Sakhalin', 'Сахалин'],
  ['Asia/Srednekolymsk', 'Среднеколымск'], ['Asia/Kamchatka', 'Камчатка'], ['Asia/Anadyr', 'Анадырь'],
];

/** «UTC+12» for the zone now; «UTC» for no offset. */
export function utcOffset(zone: string, at: Date): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
    return name === 'GMT' ? 'UTC' : name.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

export interface ZoneOption { value: string; label: string }

/**
 * The zones to choose from: Russia's first (west to east, named by their city in Russian, with the
 * offset), then every other zone the browser knows, by its IANA name. A zone the draft holds that
 * neither list has (typed before, or from a server) is kept as the first option.
 */
export function zoneOptions(now: Date, current = ''): { russian: ZoneOption[]; other: ZoneOption[] } {
  const russianNames = new Set(RUSSIAN_ZONES.map(([zone]) => zone));
  const { russian, other } = allZones(now);
  if (current && !russianNames.has(current) && !other.some((option) => option.value === current)) {
    return { russian, other: [{ value: current, label: current }, ...other] };
  }
  return { russian, other };
}

// Some 400 offsets are worked out once per locale and hour, not on every drawing of the form.
let cached: { key: string; zones: { russian: ZoneOption[]; other: ZoneOption[] } } | undefined;

function allZones(now: Date): { russian: ZoneOption[]; other: ZoneOption[] } {
  const key = `${locale()}|${Math.floor(now.getTime() / 3_600_000)}`;
  if (cached?.key === key) return cached.zones;
  const russianNames = new Set(RUSSIAN_ZONES.map(([zone]) => zone));
  const russian = RUSSIAN_ZONES.map(([zone, city]) => ({
    value: zone, label: `${locale() === 'ru' ? city : zone} (${utcOffset(zone, now)}) — ${zone}`,
  }));
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const other = [...new Set([...known, 'UTC'])].filter((zone) => !russianNames.has(zone)).sort()
    .map((zone) => ({ value: zone, label: `${zone} (${utcOffset(zone, now)})` }));
  cached = { key, zones: { russian, other } };
  return cached.zones;
}

export interface TimeZoneFieldOptions {
  field: string;
  label: string;
  value: string;
  now: Date;
  hint?: string | undefined;
  error?: string | undefined;
  onInput: (value: string) => void;
}

/** A time zone chosen from a list (no free text): Russia's zones first, grouped, then the world's. */
export function timeZoneField(options: TimeZoneFieldOptions): TemplateResult {
  const id = fieldId(options.field);
  const { russian, other } = zoneOptions(options.now, options.value);
  const option = (each: ZoneOption) => html`<option value=${each.value} ?selected=${each.value === options.value}>${each.label}</option>`;
  const describedBy = [options.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return html`<div class="field ${options.error ? 'invalid' : ''}">
    <label for=${id}>${options.label} <span aria-hidden="true">*</span></label>
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
    <select id=${id} name=${options.field} required aria-invalid=${options.error ? 'true' : 'false'} aria-describedby=${describedBy}
      @change=${(event: Event) => options.onInput((event.target as HTMLSelectElement).value)}>
      <optgroup label=${t('zones.russia')}>${russian.map(option)}</optgroup>
      <optgroup label=${t('zones.other')}>${other.map(option)}</optgroup>
    </select>
    ${groupError(id, options.error)}
  </div>`;
}

import { html, nothing, type TemplateResult } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { live } from 'lit-html/directives/live.js';
import { t } from './i18n/i18n';

/** The id of a field's element from its server name: `roster[2].grade` -> `f-roster-2-grade`. */
export function fieldId(field: string): string {
  return `f-${field.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
}

export interface InputOptions {
  field: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  type?: string;
  autocomplete?: string;
  required?: boolean;
  min?: number | string;
  max?: number | string;
  list?: string;
  onInput: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A labelled input whose hint and error are tied to it with aria-describedby; the error is in a
 * live region, so a screen reader hears it as it appears, and it starts with a word, not a colour.
 */
export function inputField(options: InputOptions): TemplateResult {
  const id = fieldId(options.field);
  const describedBy = [options.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return html`<div class="field ${options.error ? 'invalid' : ''}">
    <label for=${id}>${options.label}${options.required ? html` <span aria-hidden="true">*</span>` : nothing}</label>
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : nothing}
    <input id=${id} name=${options.field} type=${options.type ?? 'text'}
      .value=${live(options.value)}
      autocomplete=${ifDefined(options.autocomplete)}
      min=${ifDefined(options.min)} max=${ifDefined(options.max)} list=${ifDefined(options.list)}
      ?required=${options.required ?? false}
      aria-invalid=${options.error ? 'true' : 'false'}
      aria-describedby=${describedBy}
      @input=${(event: Event) => options.onInput((event.target as HTMLInputElement).value)}
      @blur=${() => options.onBlur?.()} />
    ${errorText(id, options.error)}
  </div>`;
}

export interface SelectOptions {
  field: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  onInput: (value: string) => void;
  onBlur?: () => void;
}

export function selectField(options: SelectOptions): TemplateResult {
  const id = fieldId(options.field);
  const describedBy = [options.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return html`<div class="field ${options.error ? 'invalid' : ''}">
    <label for=${id}>${options.label}${options.required ? html` <span aria-hidden="true">*</span>` : nothing}</label>
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : nothing}
    <select id=${id} name=${options.field}
      ?required=${options.required ?? false}
      aria-invalid=${options.error ? 'true' : 'false'}
      aria-describedby=${describedBy}
      @change=${(event: Event) => options.onInput((event.target as HTMLSelectElement).value)}
      @blur=${() => options.onBlur?.()}>
      ${options.options.map((option) => html`<option value=${option.value} ?selected=${option.value === options.value}>${option.label}</option>`)}
    </select>
    ${errorText(id, options.error)}
  </div>`;
}

export interface CheckboxOptions {
  field: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  required?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox, its label after it (the whole text is the label), its error tied to it. */
export function checkboxField(options: CheckboxOptions): TemplateResult {
  const id = fieldId(options.field);
  return html`<div class="field checkbox ${options.error ? 'invalid' : ''}">
    <input id=${id} name=${options.field} type="checkbox"
      .checked=${live(options.checked)}
      ?required=${options.required ?? false}
      aria-invalid=${options.error ? 'true' : 'false'}
      aria-describedby="${id}-error"
      @change=${(event: Event) => options.onChange((event.target as HTMLInputElement).checked)} />
    <label for=${id}>${options.label}${options.required ? html` <span aria-hidden="true">*</span>` : nothing}</label>
    ${errorText(id, options.error)}
  </div>`;
}

/** An error paragraph by id for a group (a roster row, the roster): the word first, not a colour. */
export function groupError(id: string, error: string | undefined): TemplateResult {
  return errorText(id, error);
}

function errorText(id: string, error: string | undefined): TemplateResult {
  return html`<p class="error" id="${id}-error" aria-live="polite">${error
    ? html`<span class="error-word">${t('form.errorWord')}</span> ${error}`
    : nothing}</p>`;
}

/**
 * The list of every error after a submit: focused, announced, each a link to its field. A page
 * with two forms gives the second its own `id`.
 */
export function errorSummary(errors: { field: string; label: string; message: string }[], general?: string, id = 'error-summary'): TemplateResult {
  if (errors.length === 0 && !general) {
    return html`<div id=${id} tabindex="-1"></div>`;
  }
  return html`<div id=${id} class="error-summary" role="alert" tabindex="-1" aria-labelledby=${`${id}-title`}>
    <h2 id=${`${id}-title`}>${t('form.errorSummary')}</h2>
    ${general ? html`<p>${general}</p>` : nothing}
    ${errors.length > 0 ? html`<ul>${errors.map((error) => html`<li><a href="#${fieldId(error.field)}"
        @click=${(event: Event) => { event.preventDefault(); document.getElementById(fieldId(error.field))?.focus(); }}>${error.label}: ${error.message}</a></li>`)}</ul>` : nothing}
  </div>`;
}

/** A page still without its data: the heading, and «Загрузка…» or, in an alert, why the data did not come. */
export function pageAwaitingData(title: string, failure: string): TemplateResult {
  return html`<h1 id="page-title" tabindex="-1">${title}</h1>
    ${failure ? html`<p class="notice" role="alert">${failure}</p>` : html`<p role="status">${t('common.loading')}</p>`}`;
}

/** A refusal above a form's button: the word first, then why; said as it appears. */
export function formFailure(failure: string | undefined): TemplateResult | typeof nothing {
  return failure ? html`<p class="form-failure" role="alert"><span class="error-word">${t('form.errorWord')}</span> ${failure}</p>` : nothing;
}

/**
 * The in-place «are you sure?» of an action that cannot be undone: the question says what will
 * happen, the first button does it, the second goes back to the form.
 */
export function confirmation(id: string, question: string, yes: string, onYes: () => void, onNo: () => void): TemplateResult {
  return html`<div class="confirm" role="group" aria-labelledby=${`${id}-question`}>
    <p id=${`${id}-question`}><strong>${question}</strong></p>
    <button type="button" class="danger" @click=${onYes}>${yes}</button>
    <button type="button" @click=${onNo}>${t('game.cancel')}</button>
  </div>`;
}

/** Moves the focus to an element once the page has drawn it (a summary, a heading, a field). */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

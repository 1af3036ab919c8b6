import type { MessageKey, Params } from '../i18n/i18n';

/** A field that breaks a rule, named as the server names it (`roster[2].grade`), with its message. */
export interface FieldIssue {
  field: string;
  key: MessageKey;
  params?: Params;
}

/** Bean Validation's @NotBlank and @Size(max) as the services apply them. */
export function requiredText(field: string, value: string, max: number): FieldIssue[] {
  if (value.trim() === '') {
    return [{ field, key: 'validation.required' }];
  }
  if (value.trim().length > max) {
    return [{ field, key: 'validation.tooLong', params: { max } }];
  }
  return [];
}

/** An integer typed into a field, or undefined for an empty field or anything else. */
export function parseInteger(value: string): number | undefined {
  return /^\s*-?\d+\s*$/.test(value) ? Number(value) : undefined;
}

export function integerBetween(field: string, value: string, min: number, max: number): FieldIssue[] {
  if (value.trim() === '') {
    return [{ field, key: 'validation.required' }];
  }
  const number = parseInteger(value);
  if (number === undefined) {
    return [{ field, key: 'validation.wholeNumber' }];
  }
  return number < min || number > max ? [{ field, key: 'validation.between', params: { min, max } }] : [];
}

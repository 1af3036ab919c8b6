/** An RFC 9457 problem as the services send it (service-support's Problem), with field errors. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldError[];
}

/** One invalid field: `schoolName`, `roster[2].grade`, `roster`. */
export interface FieldError {
  field: string;
  message: string;
}

/** The short name of a TeamChess problem type: `deadline-passed` for urn:teamchess:problem:deadline-passed. */
export function problemName(problem: Problem): string | undefined {
  const prefix = 'urn:teamchess:problem:';
  return problem.type.startsWith(prefix) ? problem.type.slice(prefix.length) : undefined;
}

/** A failed call: the service's problem, or one made up for a network failure (status 0). */
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
  }

  get status(): number {
    return this.problem.status;
  }
}

/** The field errors of a problem grouped by field, in the order the server listed them. */
export function errorsByField(problem: Problem): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const error of problem.errors ?? []) {
    byField.set(error.field, [...(byField.get(error.field) ?? []), error.message]);
  }
  return byField;
}

/**
 * Renames the roster indexes of a request's field names to the form's rows: the request leaves
 * out empty reserve rows, so `roster[4].grade` of the request may be row 5 of the form.
 *
 * @param rows rows[i] is the form row that became roster[i] of the request
 */
export function toFormField(field: string, rows: readonly number[]): string {
  return field.replace(/^roster\[(\d+)\]/, (whole, index: string) => {
    const row = rows[Number(index)];
    return row === undefined ? whole : `roster[${row}]`;
  });
}

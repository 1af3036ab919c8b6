import { t } from './i18n/i18n';
import { ApiError, errorsByField, problemName } from './problem';

/** A failed call as one sentence in the page's language; the server's detail follows when useful. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return t('error.unexpected', { detail: error instanceof Error ? error.message : String(error) });
  }
  const problem = error.problem;
  switch (problemName(problem)) {
    case 'deadline-passed':
      return t('apply.deadlinePassed');
    case 'already-applied':
      return t('apply.alreadyApplied');
    case 'school-already-applied':
      return t('apply.schoolAlreadyApplied');
    default:
      break;
  }
  switch (problem.status) {
    case 0:
      return t('error.network');
    case 400:
      return t('error.invalid');
    case 401:
      return t('error.unauthorized');
    case 403:
      return t('error.forbidden');
    case 404:
      return t('error.notFound');
    default:
      return t('error.server', { status: problem.status, detail: problem.detail ?? problem.title });
  }
}

/**
 * A failed redemption of an invitation code (POST /api/invitations/{code}/redeem) in words.
 * `aboutCode` is true when the code itself is the trouble (unknown, used, the team withdrawn),
 * so the page marks the code field; otherwise the words are about the account or the connection.
 */
export function describeInvitationFailure(error: unknown): { text: string; aboutCode: boolean } {
  if (error instanceof ApiError) {
    switch (problemName(error.problem)) {
      case 'invitation-used':
        return { text: t('invite.error.used'), aboutCode: true };
      case 'account-already-linked':
        return { text: t('invite.error.accountLinked'), aboutCode: false };
      case 'withdrawn':
        return { text: t('invite.error.withdrawn'), aboutCode: true };
      default:
        break;
    }
    if (error.status === 404) {
      return { text: t('invite.error.unknown'), aboutCode: true };
    }
    if (error.status === 403) {
      return { text: t('invite.playersOnly'), aboutCode: false };
    }
  }
  return { text: describeFailure(error), aboutCode: false };
}

/** A failed read of tournament-service in words: a tournament or match that does not exist is said as such. */
export function describeTournamentFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? t('tournament.notFound') : describeFailure(error);
}

/**
 * A refused action of tournament-service in words: a 404 says the service's own text (the
 * tournament, the match, the board, or an address this deployment's service does not offer yet),
 * any other refusal as describeFailure says it.
 */
export function describeActionFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? t('tournament.refusedNotFound', { detail: error.problem.detail ?? error.problem.title })
    : describeFailure(error);
}

/**
 * A refusal's field errors split for a form: those of the fields the form shows (by the server's
 * field name, each as «Сервер: …»), and the rest as «field: Сервер: …» for the words above it.
 */
export function splitRefusal(error: unknown, shown: (field: string) => boolean): { fields: Map<string, string>; rest: string[] } {
  const fields = new Map<string, string>();
  const rest: string[] = [];
  if (error instanceof ApiError) {
    for (const [field, messages] of errorsByField(error.problem)) {
      const message = t('form.serverSaid', { message: messages.join('; ') });
      if (shown(field)) fields.set(field, message);
      else rest.push(`${field}: ${message}`);
    }
  }
  return { fields, rest };
}

/**
 * A form's draft in the browser's storage, so that nothing typed is lost to a closed tab, an
 * expired login or a failed request. Unreadable saved text counts as no draft.
 */
export class DraftStore<T> {
  constructor(private readonly storage: Storage, private readonly key: string) {}

  load(): T | null {
    const saved = this.storage.getItem(this.key);
    if (saved === null) {
      return null;
    }
    try {
      return JSON.parse(saved) as T;
    } catch {
      return null;
    }
  }

  save(draft: T): void {
    try {
      this.storage.setItem(this.key, JSON.stringify(draft));
    } catch {
      // A full or disabled storage: the form keeps working, only the draft is not kept.
    }
  }

  clear(): void {
    this.storage.removeItem(this.key);
  }
}

export function applicationDraftKey(subject: string, competitionId: string): string {
  return `teamchess.draft.application.${subject}.${competitionId}`;
}

import { describe, expect, it } from 'vitest';
import { applicationDraftKey, DraftStore } from './draft';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) { this.items.set(key, value); }
}

describe('DraftStore', () => {
  it('keeps a draft per coach and competition until cleared', () => {
    const storage = new MemoryStorage();
    const mine = new DraftStore<{ schoolName: string }>(storage, applicationDraftKey('coach-1', 'c-1'));
    const other = new DraftStore<{ schoolName: string }>(storage, applicationDraftKey('coach-2', 'c-1'));
    mine.save({ schoolName: 'МБОУ СОШ № 1' });
    expect(mine.load()).toEqual({ schoolName: 'МБОУ СОШ № 1' });
    expect(other.load()).toBeNull();
    mine.clear();
    expect(mine.load()).toBeNull();
  });

  it('treats unreadable saved text as no draft, and a full storage as no save', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{broken');
    expect(new DraftStore(storage, 'k').load()).toBeNull();
    const full = new MemoryStorage();
    full.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
    expect(() => new DraftStore(full, 'k').save({ a: 1 })).not.toThrow();
  });
});

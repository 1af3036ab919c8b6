import { describe, expect, it } from 'vitest';
import { formatSan, matchTyped, normalizeTyped, spokenMove, spokenMoveOnly, spokenPosition, spokenSquare, toRussian } from './notation';

describe('Russian notation', () => {
  it('renames the piece letters K Q R B N to Кр Ф Л С К and writes castling with zeros', () => {
    expect(toRussian('Nf3')).toBe('Кf3');
    expect(toRussian('Kxe2')).toBe('Крxe2');
    expect(toRussian('Qh4#')).toBe('Фh4#');
    expect(toRussian('Rad1+')).toBe('Лad1+');
    expect(toRussian('Bb5')).toBe('Сb5');
    expect(toRussian('e8=Q+')).toBe('e8Ф+');
    expect(toRussian('exd8=N')).toBe('exd8К');
    expect(toRussian('O-O')).toBe('0-0');
    expect(toRussian('O-O-O+')).toBe('0-0-0+');
    expect(toRussian('e4')).toBe('e4');
  });

  it('shows English SAN unchanged in English', () => {
    expect(formatSan('Nf3', 'en')).toBe('Nf3');
    expect(formatSan('Nf3', 'ru')).toBe('Кf3');
  });

  it('reads typed moves in either notation, with Cyrillic look-alike letters', () => {
    expect(normalizeTyped('Кf3')).toBe('Nf3');
    expect(normalizeTyped('Крe2')).toBe('Ke2');
    expect(normalizeTyped(' Фh4+ ')).toBe('Qh4');
    expect(normalizeTyped('Фе7')).toBe('Qe7');
    expect(normalizeTyped('Сс4')).toBe('Bc4');
    expect(normalizeTyped('ехd5')).toBe('exd5');
    expect(normalizeTyped('0-0-0')).toBe('O-O-O');
    expect(normalizeTyped('o-o')).toBe('O-O');
    expect(normalizeTyped('e8Ф')).toBe('e8=Q');
    expect(normalizeTyped('e8q')).toBe('e8=Q');
  });

  it('matches a typed move to a legal move, check marks and the capture sign optional', () => {
    const legal = ['e5', 'Nf6', 'Qh4#', 'exd5', 'O-O'];
    expect(matchTyped('Фh4', legal)).toBe('Qh4#');
    expect(matchTyped('Кf6', legal)).toBe('Nf6');
    expect(matchTyped('ed5', legal)).toBe('exd5');
    expect(matchTyped('0-0', legal)).toBe('O-O');
    expect(matchTyped('Кf3', legal)).toBeUndefined();
    expect(matchTyped('', legal)).toBeUndefined();
  });
});

describe('spoken moves', () => {
  it('say squares with the file names of Appendix E', () => {
    expect(spokenSquare('a1', 'ru')).toBe('Анна один');
    expect(spokenSquare('h8', 'ru')).toBe('Хектор восемь');
    expect(spokenSquare('f3', 'ru')).toBe('Феликс три');
    expect(spokenSquare('f3', 'en')).toBe('f3');
  });

  it('say who moved what from where to where, captures, promotions, castling, check and mate', () => {
    expect(spokenMove({ color: 'w', piece: 'p', from: 'f2', to: 'f3', san: 'f3' }, 'ru')).toBe('Белые: пешка Феликс два — Феликс три.');
    expect(spokenMove({ color: 'b', piece: 'q', from: 'd8', to: 'h4', san: 'Qh4#' }, 'ru')).toBe('Чёрные: ферзь Давид восемь — Хектор четыре, мат.');
    expect(spokenMove({ color: 'w', piece: 'n', from: 'f3', to: 'e5', san: 'Nxe5+', captured: 'p' }, 'ru'))
      .toBe('Белые: конь Феликс три бьёт пешку на Ева пять, шах.');
    expect(spokenMove({ color: 'w', piece: 'p', from: 'e7', to: 'e8', san: 'e8=Q', promotion: 'q' }, 'ru'))
      .toBe('Белые: пешка Ева семь — Ева восемь, превращение в ферзя.');
    expect(spokenMove({ color: 'b', piece: 'k', from: 'e8', to: 'c8', san: 'O-O-O' }, 'ru')).toBe('Чёрные: длинная рокировка.');
    expect(spokenMove({ color: 'w', piece: 'k', from: 'e1', to: 'g1', san: 'O-O+' }, 'en')).toBe('White: castles kingside, check.');
    expect(spokenMove({ color: 'b', piece: 'b', from: 'c5', to: 'f2', san: 'Bxf2', captured: 'p' }, 'en')).toBe('Black: bishop c5 takes pawn on f2.');
  });
});

describe('Appendix E, word for word', () => {
  it('says the ranks in German and the pieces by their German names, as the Appendix spells them in Russian', () => {
    expect(spokenSquare('g4', 'ru', 'appendix-e')).toBe('Густав фир');
    expect(spokenMove({ color: 'w', piece: 'b', from: 'f1', to: 'g4', san: 'Bg4' }, 'ru', 'appendix-e')).toBe('Белые: лойфер Феликс айн — Густав фир.');
    expect(spokenMove({ color: 'w', piece: 'b', from: 'f1', to: 'g4', san: 'Bg4' }, 'ru')).toBe('Белые: слон Феликс один — Густав четыре.');
    expect(spokenMove({ color: 'b', piece: 'k', from: 'e8', to: 'g8', san: 'O-O' }, 'ru', 'appendix-e')).toBe('Чёрные: Кюрц рохад.');
    expect(spokenMove({ color: 'b', piece: 'k', from: 'e8', to: 'c8', san: 'O-O-O' }, 'ru', 'appendix-e')).toBe('Чёрные: Ланг Рохад.');
    expect(spokenMoveOnly({ color: 'w', piece: 'n', from: 'g1', to: 'f3', san: 'Nf3' }, 'ru')).toBe('конь Густав один — Феликс три');
  });

  it('says a position piece by piece, kings first and pawns together', () => {
    expect(spokenPosition('4k3/8/8/8/8/8/3PP3/4K2R w K - 0 1', 'ru'))
      .toBe('Белые: король Ева один, ладья Хектор один, пешки Давид два, Ева два. Чёрные: король Ева восемь. Ход белых.');
    expect(spokenPosition('4k3/8/8/8/8/8/8/4K3 b - - 0 1', 'en')).toBe('White: king e1. Black: king e8. Black to move.');
  });
});

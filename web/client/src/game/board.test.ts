import { describe, expect, it } from 'vitest';
import { orient, parseBoard, sideToMove, squareLabel } from './board';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('board from FEN', () => {
  it('lists 64 squares from a8 to h1 with their pieces and colours', () => {
    const squares = parseBoard(START);
    expect(squares).toHaveLength(64);
    expect(squares[0]).toEqual({ name: 'a8', piece: 'r', dark: false });
    expect(squares[4]).toEqual({ name: 'e8', piece: 'k', dark: false });
    expect(squares[63]).toEqual({ name: 'h1', piece: 'R', dark: false });
    expect(squares[56]).toEqual({ name: 'a1', piece: 'R', dark: true });
    expect(squares[36]).toEqual({ name: 'e4', dark: false });
    expect(squares[35]).toEqual({ name: 'd4', dark: true });
  });

  it('reads empty runs and refuses broken placements', () => {
    const squares = parseBoard('4k3/8/8/8/4P3/5N2/8/4K3 b - - 0 1');
    expect(squares.filter((square) => square.piece).map((square) => `${square.piece}${square.name}`)).toEqual(['ke8', 'Pe4', 'Nf3', 'Ke1']);
    expect(() => parseBoard('8/8/8')).toThrow();
    expect(() => parseBoard('9/8/8/8/8/8/8/8 w - - 0 1')).toThrow();
    expect(() => parseBoard('7x/8/8/8/8/8/8/8 w - - 0 1')).toThrow();
  });

  it('turns the board for Black: h1 first, a8 last', () => {
    const black = orient(parseBoard(START), 'black');
    expect(black[0]!.name).toBe('h1');
    expect(black[63]!.name).toBe('a8');
    expect(orient(parseBoard(START), 'white')[0]!.name).toBe('a8');
  });

  it('names each square for a screen reader, with Russian gender agreement', () => {
    const squares = parseBoard('4k3/8/8/8/4P3/5N2/8/R3K3 w - - 0 1');
    const at = (name: string) => squares.find((square) => square.name === name)!;
    expect(squareLabel(at('f3'), 'ru')).toBe('белый конь f3');
    expect(squareLabel(at('f3'), 'en')).toBe('white knight f3');
    expect(squareLabel(at('e4'), 'ru')).toBe('белая пешка e4');
    expect(squareLabel(at('a1'), 'ru')).toBe('белая ладья a1');
    expect(squareLabel(at('e8'), 'ru')).toBe('чёрный король e8');
    expect(squareLabel(at('d4'), 'ru')).toBe('пустое поле d4');
    expect(squareLabel(at('d4'), 'en')).toBe('empty d4');
  });

  it('knows the side to move', () => {
    expect(sideToMove(START)).toBe('white');
    expect(sideToMove('4k3/8/8/8/8/8/8/4K3 b - - 0 1')).toBe('black');
  });
});

import { describe, expect, it } from 'vitest';
import { scoreText } from './score-text';

describe('scoreText', () => {
  it('writes a score with two decimals and its grade', () => {
    expect(scoreText(84.575, 'A')).toBe('84.58 (A)');
    expect(scoreText(80, 'A')).toBe('80.00 (A)');
  });
  it('is one dash while there is no score, never "- (-)"', () => {
    expect(scoreText(null, null)).toBe('—');
    expect(scoreText(undefined, 'A')).toBe('—');
    expect(scoreText(70, null)).toBe('70.00');
  });
});

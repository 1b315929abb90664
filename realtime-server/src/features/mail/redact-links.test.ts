import { describe, expect, it } from 'vitest';
import { redactAccountLinks, TOKEN_MASK } from './redact-links';

describe('redactAccountLinks', () => {
  it('masks the token of reset and verification links in every form', () => {
    const token = 'Abc_def-123XYZabc_def-123XYZabc_def-123XYZa';
    const text = [
      `http://portal.test/pages/authentication/reset-password/${token}`,
      `http://portal.test/account/reset/${token}.`,
      `<a href="http://portal.test/account/verify/${token}">verify</a>`,
      `http://portal.test/reset?token=${token}&x=1`,
      `http://portal.test/verify?a=1&amp;token=${token}`,
    ].join('\n');
    const out = redactAccountLinks(text);
    expect(out).not.toContain(token);
    expect(out).not.toContain('Abc_def');
    expect(out).toContain(`/pages/authentication/reset-password/${TOKEN_MASK}`);
    expect(out).toContain(`/account/reset/${TOKEN_MASK}`);
    expect(out).toContain(`/account/verify/${TOKEN_MASK}"`);
    expect(out).toContain(`?token=${TOKEN_MASK}&x=1`);
  });

  it('leaves other links and text alone', () => {
    const text = 'Jadwal: http://portal.test/jadwal-sidang and /account/settings';
    expect(redactAccountLinks(text)).toBe(text);
    expect(redactAccountLinks(null)).toBeNull();
  });
});

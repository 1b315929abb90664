import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoAccounts, showDemoAccounts } from './demo-accounts';

/** CONTRACT.md's table as written (the product docs sit beside the repository, not in it). */
const contractTableCopy = `
| role | email | username | password |
|---|---|---|---|
| admin | admin@demo.ac.id | admin | Admin#2026demo |
| koordinator | koordinator@demo.ac.id | koordinator | Koordinator#2026demo |
| dosen | dosen1@demo.ac.id | dosen1 | Dosen#2026demo |
| client | mahasiswa@demo.ac.id | mahasiswa | Mahasiswa#2026demo |
| client | mahasiswa2@demo.ac.id | mahasiswa2 | Mahasiswa#2026demo |
| client | mahasiswa3@demo.ac.id | mahasiswa3 | Mahasiswa#2026demo |
`;

const contractPath = fileURLToPath(new URL('../../../../../shared/CONTRACT.md', import.meta.url));

function parseDemoTable(markdown: string) {
  const section = markdown.split('## Demo accounts')[1] ?? markdown;
  return section
    .split('\n')
    .filter((line) => /^\|\s*(admin|koordinator|dosen|client)\s*\|/.test(line))
    .map((line) => {
      const [role, email, username, password] = line
        .split('|')
        .slice(1, 5)
        .map((cell) => cell.trim());
      return { role, email, username, password };
    });
}

/** The contract's table plus the accounts of its "Demo data additions", which the seed also creates. */
const additions = ['dosen2', 'dosen3', 'mahasiswa4'];
const listed = demoAccounts
  .filter((a) => !additions.includes(a.username))
  .map(({ role, email, username, password }) => ({ role, email, username, password }));

describe('demo accounts on the sign-in page', () => {
  it('match the table copied from CONTRACT.md', () => {
    expect(listed).toEqual(parseDemoTable(contractTableCopy));
  });

  it.skipIf(!existsSync(contractPath))('match CONTRACT.md itself when the product docs are present', () => {
    expect(listed).toEqual(parseDemoTable(readFileSync(contractPath, 'utf8')));
  });

  it('list every seeded lecturer and student, each with its hint', () => {
    const usernames = demoAccounts.map((a) => a.username);
    for (const name of ['dosen1', 'dosen2', 'dosen3', 'mahasiswa', 'mahasiswa2', 'mahasiswa3', 'mahasiswa4'])
      expect(usernames).toContain(name);
    const added = demoAccounts.filter((a) => additions.includes(a.username));
    expect(added).toHaveLength(3);
    expect(added.every((a) => a.hintKey)).toBe(true);
  });

  it('mark which student has complete biodata', () => {
    expect(demoAccounts.find((a) => a.username === 'mahasiswa')?.hintKey).toBe('demo.biodataComplete');
    expect(demoAccounts.find((a) => a.username === 'mahasiswa2')?.hintKey).toBe('demo.biodataIncomplete');
  });
});

describe('showDemoAccounts', () => {
  it('shows the card unless the build turns it off', () => {
    expect(showDemoAccounts(undefined)).toBe(true);
    expect(showDemoAccounts('on')).toBe(true);
    expect(showDemoAccounts('off')).toBe(false);
    expect(showDemoAccounts(' FALSE ')).toBe(false);
  });
});

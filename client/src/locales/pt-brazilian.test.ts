import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ptDir = fileURLToPath(new URL('./pt/', import.meta.url));

/**
 * Words and turns of phrase a Brazilian reader takes for European Portuguese, each with the
 * pt-BR choice. The portal's Portuguese is pt-BR throughout.
 */
const europeanPortuguese: [RegExp, string][] = [
  [/\bficheiros?\b/i, 'arquivo'],
  [/\becrãs?\b/i, 'tela'],
  [/\butilizador(es|as?)?\b/i, 'usuário'],
  [/\bpalavras?-passe\b/i, 'senha'],
  [/\btelemóve(l|is)\b/i, 'celular'],
  [/\bguard(ar|ad[oa]s?|e|ado)\b/i, 'salvar'],
  [/\bregist(o|os|ad[oa]s?|e-se|ar|aram)\b/i, 'registro / cadastro'],
  [/\bmorada\b/i, 'endereço'],
  [/\bdefinições\b/i, 'configurações'],
  [/\bgerir\b/i, 'gerenciar'],
  [/\belimin(ar|ad[oa])\b/i, 'excluir'],
  [/\bcontact(ar|e|o)\b/i, 'entrar em contato / contato'],
  [/\bcontrolo\b/i, 'controle'],
  [/\bintroduza\b/i, 'informe / digite'],
  [/\bdemasiad[oa]s?\b/i, 'demais'],
  [/\bencontrámos\b/i, 'encontramos'],
  [/\bcorreu mal\b/i, 'deu errado'],
  [/\brespetiv[oa]s?\b/i, 'respectivo'],
  [/\bacadémic[oa]s?\b/i, 'acadêmico'],
  [/\bequipa\b/i, 'equipe'],
  [/\bpós-laboral\b/i, 'noturno'],
  [/\baceites?\b/i, 'aceito'],
  [/\bplaneia\b/i, 'planeja'],
  [/\bsessão iniciada\b/i, 'conectado'],
  [/\binicie sessão\b/i, 'entre'],
  // "estar a" + infinitive and "a carregar…" for the gerund
  [
    /\b(está|estão|estamos|a) (carregar|construir|enviar|ser|encaminhá-lo|adicionar|alterar|desativar|utilizar)\b/i,
    'gerúndio (carregando, construindo…)',
  ],
];

function strings(node: unknown, path: string, out: [string, string][]) {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) strings(value, path ? `${path}.${key}` : key, out);
  }
}

describe('the Portuguese locale is Brazilian Portuguese', () => {
  it('uses no European Portuguese words in any namespace', () => {
    const all: [string, string][] = [];
    for (const file of readdirSync(ptDir).filter((f) => f.endsWith('.json'))) {
      strings(JSON.parse(readFileSync(`${ptDir}${file}`, 'utf8')), file.replace('.json', ':'), all);
    }
    expect(all.length).toBeGreaterThan(500);
    const found = all.flatMap(([key, text]) =>
      europeanPortuguese.filter(([word]) => word.test(text)).map(([word, br]) => `${key} "${text}" (${word} -> ${br})`),
    );
    expect(found).toEqual([]);
  });

  it('catches the words it lists', () => {
    const hits = (text: string) => europeanPortuguese.some(([word]) => word.test(text));
    expect(hits('Escolher ficheiro…')).toBe(true);
    expect(hits('A sua palavra-passe')).toBe(true);
    expect(hits('A carregar…')).toBe(true);
    expect(hits('Guardar dados')).toBe(true);
    expect(hits('Escolher arquivo…')).toBe(false);
    expect(hits('Carregando…')).toBe(false);
    expect(hits('Registrado em')).toBe(false);
  });
});

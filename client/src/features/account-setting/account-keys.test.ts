import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { notificationTopics } from '@ujian/shared/account-setting';
import { describe, expect, it } from 'vitest';
import { progressStepKeys } from '../dashboard/dashboard-series';
import { notificationChannels } from './notification-matrix';

const localesDir = fileURLToPath(new URL('../../locales/en/', import.meta.url));

function has(ns: string, key: string): boolean {
  let node: unknown = JSON.parse(readFileSync(`${localesDir}${ns}.json`, 'utf8'));
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('keys the account and dashboard screens build at run time exist in en', () => {
  it('tabs, notification topics and channels, progress steps, attention notes', () => {
    const keys = [
      ...['biodata', 'security', 'sessions', 'notifications', 'preferences'].map((tab) => ['account', `tabs.${tab}`]),
      ...notificationTopics.flatMap((topic) => [
        ['account', `notifications.topics.${topic}.label`],
        ['account', `notifications.topics.${topic}.hint`],
      ]),
      ...notificationChannels.map((c) => ['account', `notifications.channels.${c}`]),
      ...progressStepKeys.flatMap((s) => [
        ['dashboard', `progress.steps.${s}.label`],
        ['dashboard', `progress.steps.${s}.hint`],
      ]),
      ...['dikembalikan', 'ditolak', 'dibatalkan'].map((a) => ['dashboard', `progress.attention.${a}`]),
      ...['sidang', 'yudisium'].map((j) => ['dashboard', `periode.jenis.${j}`]),
    ];
    expect(keys.filter(([ns, key]) => !has(ns!, key!))).toEqual([]);
  });
});

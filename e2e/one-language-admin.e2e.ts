import type { Browser } from 'playwright-core';
import { demo, type Portal, usePortal } from './harness';
import { describeOneLanguage } from './one-language';

let portal: Portal;
let browser: Browser;
usePortal((started) => ({ portal, browser } = started));

describeOneLanguage([['admin', demo.admin, ['en', 'id', 'de']]], () => ({ portal, browser }));

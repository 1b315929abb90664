import type { Texts } from '../types';

/** A shared message by its English text, with its other four languages. */
export type CatalogueEntry = [english: string, Omit<Texts, 'en'>];

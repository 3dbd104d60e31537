// English labels of the screens beyond primary sign-in, as a lazy chunk (lazy/lazy-chunks.ts): the screen
// loader (screens/index.ts) fetches it with the first such screen and adds it to the translator's English.
import labels from './labels/later/login.json';

export const LATER_ENGLISH: Readonly<Record<string, string>> = labels;

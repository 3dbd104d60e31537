import { createElement, type ComponentType } from 'react';
import { InserimentoDatiAnagrafici } from '../features/anagrafica/components/inserimento-dati-anagrafici.tsx';
import {
  QuestionarioScreen,
  screens as questionariScreens,
} from '../features/questionari/questionari-screens.ts';

/**
 * The questionnaire chunk as app/area-screens.tsx loads it: the list, and the one screen that spec §2 names twice —
 * `questionari/questionario/...` (the submission, the client's identity record as its first section) and
 * `inserimentodatianagrafici/...` (the same screen focused on the identity record). The app is where features meet:
 * the anagrafica form is handed to the questionnaire screen here.
 */
export const screens: Readonly<Record<string, ComponentType>> = {
  ...questionariScreens,
  questionario: () => createElement(QuestionarioScreen, { Identity: InserimentoDatiAnagrafici }),
  inserimentodatianagrafici: () =>
    createElement(QuestionarioScreen, { Identity: InserimentoDatiAnagrafici, focus: 'anagrafica' }),
};

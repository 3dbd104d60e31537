import type { ComponentType } from 'react';
import { ModelliScreen } from './components/modelli/modelli-screen.tsx';
import { QuestionariList } from './components/questionari-list.tsx';

export { QuestionarioScreen, type IdentitySection } from './components/questionario-screen.tsx';

/**
 * The questionnaire area's screens by route id, without the form: the form needs the identity section, which the
 * app composes in (app/questionari-area.tsx), since features do not import each other.
 */
export const screens: Readonly<Record<string, ComponentType>> = {
  questionari: QuestionariList,
  modelliquestionari: ModelliScreen,
};

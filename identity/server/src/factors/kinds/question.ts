import { InputError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../users/password.ts';
import type { FactorAnswer, FactorKind, KindContext, StoredFactor } from './kind.ts';

/**
 * The security questions a person may choose (`GET /api/v1/users/{id}/factors/questions`): a key the wire
 * carries (`question`) and the text shown (`questionText`).
 */
export const SECURITY_QUESTIONS: ReadonlyArray<{ question: string; questionText: string }> = [
  { question: 'disliked_food', questionText: 'Which food did you dislike most as a child?' },
  { question: 'name_of_first_plush_toy', questionText: 'What was your first cuddly toy called?' },
  { question: 'first_award', questionText: 'What was your first prize or medal for?' },
  { question: 'favorite_toy', questionText: 'Which toy did you like best as a child?' },
  { question: 'first_computer_game', questionText: 'Which computer game did you play first?' },
  { question: 'favorite_movie_quote', questionText: 'Which line from a film do you quote most?' },
  { question: 'first_sports_team_mascot', questionText: 'What was the mascot of your first sports team?' },
  { question: 'first_music_purchase', questionText: 'Which record or song did you buy first?' },
  { question: 'favorite_art_piece', questionText: 'Which work of art do you like best?' },
  { question: 'first_thing_cooked', questionText: 'What was the first dish you learned to cook?' },
  { question: 'childhood_dream_job', questionText: 'What did you want to be when you grew up?' },
  { question: 'favorite_vacation_location', questionText: 'Where did you spend your favourite holiday?' },
];

/** Shortest answer accepted (characters, after trimming). */
export const MIN_ANSWER_LENGTH = 4;

// Answers are typed from memory: case, surrounding and repeated spaces do not count.
const normalised = (answer: string) => answer.trim().replace(/\s+/g, ' ').toLowerCase();

async function check(_ctx: KindContext, factor: StoredFactor, answer: FactorAnswer) {
  const given = normalised(answer.answer ?? '');
  if (!given) return 'INVALID' as const;
  return (await verifyPassword(factor.secret, given)) ? ('SUCCESS' as const) : ('INVALID' as const);
}

/**
 * `question` / OKTA: a security question and its answer, hashed with argon2id like passwords (normalised:
 * trimmed, lower case, single spaces). Enrolment is complete at once (ACTIVE). Profile `{question,
 * questionText}`. Verify with `answer`.
 * @throws InputError (400 E0000001) at enrolment for an unknown question, an answer shorter than 4
 *   characters, or one that contains a word of the question's text.
 */
export const questionKind: FactorKind = {
  factorType: 'question',
  provider: 'OKTA',
  policyKnobs: ['enrollment'],
  async enroll(_ctx, profile) {
    const chosen = SECURITY_QUESTIONS.find((q) => q.question === profile.question);
    if (!chosen) throw new InputError('Choose one of the listed questions.', 'question');
    const answer = normalised(typeof profile.answer === 'string' ? profile.answer : '');
    if (answer.length < MIN_ANSWER_LENGTH) {
      throw new InputError(`The answer must be at least ${MIN_ANSWER_LENGTH} characters long.`, 'answer');
    }
    const words = normalised(chosen.questionText)
      .split(/\W+/)
      .filter((w) => w.length > 3);
    if (words.some((w) => answer.split(/\W+/).includes(w))) {
      throw new InputError('The answer must not repeat words of the question.', 'answer');
    }
    return {
      profile: { question: chosen.question, questionText: chosen.questionText },
      secret: await hashPassword(answer),
      status: 'ACTIVE',
    };
  },
  activate: async () => 'INVALID',
  verify: check,
};

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECT_SEARCH_THRESHOLD, SelectField } from './select-field.tsx';

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `c${i}`, label: i === 7 ? 'Italy (+39)' : `Country ${i}` }));

describe('SelectField search (spec §5 "Select inputs use a search threshold of 25")', () => {
  it('a list of more than 25 gets a search field that narrows the options, keeping the chosen one', async () => {
    render(
      <SelectField
        id="c"
        label="Country"
        searchLabel="Search countries"
        value="c3"
        onChange={() => undefined}
        options={options(SELECT_SEARCH_THRESHOLD + 1)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(within(select).getAllByRole('option')).toHaveLength(26);
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search countries' }), 'ITA');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Country 3', 'Italy (+39)']);
  });

  it('25 options or fewer: no search field', () => {
    render(
      <SelectField
        id="c"
        label="Country"
        searchLabel="Search countries"
        options={options(SELECT_SEARCH_THRESHOLD)}
      />,
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

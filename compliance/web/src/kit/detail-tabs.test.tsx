import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailTabs, FactList } from './detail-tabs.tsx';

function Probe({ name }: { name: string }) {
  return <p>{`montato: ${name}`}</p>;
}

describe('the tabs of a detail screen', () => {
  it('labels each panel by its tab, shows the selected one and mounts a lazy panel only when selected', async () => {
    render(
      <DetailTabs
        label="Sezioni della prova"
        tabs={[
          { id: 'dati', label: 'Dati', content: <Probe name="dati" /> },
          { id: 'audit', label: 'Cronologia modifiche', lazy: true, content: <Probe name="audit" /> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Sezioni della prova' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Dati' })).toHaveTextContent('montato: dati');
    expect(screen.queryByText('montato: audit')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Cronologia modifiche' }));
    expect(screen.getByRole('tabpanel', { name: 'Cronologia modifiche' })).toHaveTextContent(
      'montato: audit',
    );
    expect(screen.getByRole('tab', { name: 'Cronologia modifiche' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // the first panel stays in the page, hidden
    expect(screen.getByText('montato: dati')).not.toBeVisible();
  });

  it('lists facts as terms and descriptions, in order', () => {
    render(
      <FactList
        facts={[
          ['Stato', 'Bozza'],
          ['Anno', '2026'],
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Stato', 'Anno']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Bozza', '2026']);
  });
});

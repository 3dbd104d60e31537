import { useState, type ReactNode } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/** One tab of a detail screen: `id` names the tab (`tab-{id}`) and its panel (`panel-{id}`). */
export interface DetailTab {
  id: string;
  label: string;
  content: ReactNode;
  /** Mount the content only while its tab is selected (a panel that fetches, like the audit log). */
  lazy?: boolean;
}

/**
 * The tabs of a detail screen and their panels (WAI-ARIA tabs pattern: each tab controls its panel, each panel is
 * labelled by its tab; the hidden panels stay in the page unless `lazy`). The first tab is selected at first.
 */
export function DetailTabs({ label, tabs }: { label: string; tabs: readonly DetailTab[] }) {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <Tabs value={selected} onChange={(_e, v: number) => setSelected(v)} aria-label={label} sx={{ mb: 2 }}>
        {tabs.map((t) => (
          <Tab key={t.id} label={t.label} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} />
        ))}
      </Tabs>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`panel-${t.id}`}
          aria-labelledby={`tab-${t.id}`}
          hidden={selected !== i}
        >
          {t.lazy ? selected === i && t.content : t.content}
        </div>
      ))}
    </>
  );
}

/** A record's facts as a description list (`[label, value]` pairs, in order). */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="params">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

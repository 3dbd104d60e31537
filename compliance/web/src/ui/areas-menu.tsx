import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { workAreaLinks } from '../config/work-areas.ts';

/**
 * The header's "Aree di lavoro" menu: a disclosure button (WAI-ARIA disclosure navigation pattern, not an ARIA
 * menu) opening the list of every work area of spec §2 (config/work-areas.ts `workAreaLinks`), the current one
 * marked `aria-current="page"`. Escape closes it and returns focus to the button; choosing an area or leaving the
 * menu with Tab or a click elsewhere closes it too.
 */
export function AreasMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="areas-menu"
      ref={container}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Aree di lavoro
      </button>
      <ul id={listId} className="areas-menu-list" hidden={!open}>
        {workAreaLinks.map((area) => (
          <li key={area.id}>
            <NavLink to={`/${area.path}`}>{area.title}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from 'gatsby';
import * as React from 'react';
import * as buttons from './buttons.module.css';
import * as styles from './navigation-drawer.module.css';

export interface DrawerLink {
  to: string;
  label: string;
}

/**
 * The phone header's menu: a button that opens a panel of navigation links below the header.
 * It is a disclosure (the button says whether it is expanded) rather than a modal dialog: the
 * page stays reachable, so the panel closes itself when focus or a press leaves it, and Escape
 * closes it and puts focus back on the button. Opening moves focus to its first link, so a
 * keyboard or screen-reader user lands in what they opened.
 *
 * `footer` is what follows the links (the log in or log out entry). Plain markup and a static
 * stylesheet: the header carries it on every page.
 */
export function NavigationDrawer({
  id,
  buttonLabel,
  label,
  links,
  footer,
}: {
  id: string;
  /** The button's name; it stays the same open or closed, as aria-expanded says which. */
  buttonLabel: string;
  /** The navigation landmark's name. */
  label: string;
  links: readonly DrawerLink[];
  footer?: React.ReactNode;
}) {
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const panel = React.useRef<HTMLDivElement>(null);

  const close = React.useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  React.useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // A press anywhere but the panel and its button closes it, as leaving any disclosure menu does.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  // Tabbing out of the panel (to the page below) closes it, so it never hides what has focus.
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && next !== button.current) close(false);
  };

  const panelId = `${id}-panel`;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${buttons.button} ${buttons.outlined} ${styles.toggle}`}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <MenuIcon open={open} />
      </button>
      {open ? (
        <div ref={panel} id={panelId} onBlur={onBlur} className={styles.panel}>
          <nav aria-label={label}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={() => close(false)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </>
  );
}

/** Three bars, or a cross while open; decorative, the button's label names it. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

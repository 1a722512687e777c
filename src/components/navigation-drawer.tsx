import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import * as React from 'react';

export interface DrawerLink {
  to: string;
  label: string;
}

// Its code loads when it is first opened: nobody needs it to read the page.
const NavigationDrawerPanel = React.lazy(() => import('./navigation-drawer-panel'));

/**
 * The phone header's menu: a button that opens a Drawer of navigation links below the header.
 * It is a disclosure (the button says whether it is expanded) rather than a modal: the page stays
 * reachable, so the panel closes itself when focus or a press leaves it, and Escape closes it and
 * puts focus back on the button. Opening moves focus to its first link, so a keyboard or
 * screen-reader user lands in what they opened.
 *
 * `footer` is what follows the links (the log in or log out entry).
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
  const close = React.useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const panelId = `${id}-panel`;
  return (
    <>
      <IconButton
        ref={button}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, color: 'primary.main' }}
      >
        <SvgIcon aria-hidden="true">
          <path d={open ? CLOSE_ICON : MENU_ICON} />
        </SvgIcon>
      </IconButton>
      {open ? (
        <React.Suspense>
          <NavigationDrawerPanel
            id={panelId}
            label={label}
            links={links}
            footer={footer}
            toggle={button}
            onClose={close}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

// Material Design's "menu" and "close" icons.
const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

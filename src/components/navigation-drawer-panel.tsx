import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { Link } from 'gatsby';
import * as React from 'react';
import type { DrawerLink } from './navigation-drawer';

/**
 * The open menu of navigation-drawer.tsx: a persistent (non-modal) Drawer hanging from the header
 * it sits in, over the page rather than beside it.
 */
export default function NavigationDrawerPanel({
  id,
  label,
  links,
  footer,
  toggle,
  onClose,
}: {
  id: string;
  label: string;
  links: readonly DrawerLink[];
  footer?: React.ReactNode;
  toggle: React.RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const panel = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // Tabbing out of the panel (to the page below) closes it, so it never hides what has focus.
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && next !== toggle.current) onClose(false);
  };

  // A press anywhere but the panel and its button closes it, as leaving any disclosure menu does.
  const onClickAway = (event: MouseEvent | TouchEvent) => {
    if (!toggle.current?.contains(event.target as Node)) onClose(false);
  };

  return (
    <ClickAwayListener onClickAway={onClickAway} mouseEvent="onPointerDown" touchEvent={false}>
      <Drawer
        variant="persistent"
        anchor="top"
        open
        slotProps={{
          // No box of its own in the header's row, so opening moves nothing there.
          docked: { sx: { display: 'contents' } },
          paper: {
            ref: panel,
            id,
            onBlur,
            elevation: 4,
            sx: { position: 'absolute', top: '100%', px: 2, pb: 2, borderBottom: 1, borderColor: 'divider' },
          },
        }}
      >
        <nav aria-label={label}>
          <List disablePadding>
            {links.map((link) => (
              <ListItem key={link.to} disablePadding divider>
                <ListItemButton
                  component={Link}
                  to={link.to}
                  onClick={() => onClose(false)}
                  sx={{ minHeight: 48 }}
                >
                  {link.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
        {footer ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 2 }}>{footer}</Box> : null}
      </Drawer>
    </ClickAwayListener>
  );
}

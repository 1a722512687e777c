import Box from '@mui/material/Box';
import * as React from 'react';

export const HONEYPOT_NAME = 'website';

/**
 * A field for bots only: moved off screen (not display:none, which many bots skip), hidden from
 * assistive tech, out of the tab order and never autofilled. A person leaves it empty; whatever
 * fills it gets the usual success answer while the gateway keeps and sends nothing.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_NAME}`;
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: -10000,
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Box>
  );
}

import Box from '@mui/material/Box';
import * as React from 'react';

/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}

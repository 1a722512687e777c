import Box from '@mui/material/Box';
import * as React from 'react';

/** Typography for HTML rendered from our own Markdown (blog posts, content pages). */
export function MarkdownBody({ html }: { html: string }) {
  return (
    <Box
      // The HTML is our own Markdown, rendered by gatsby-transformer-remark at build time.
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        maxWidth: '75ch',
        '& h2': { typography: 'h2', fontSize: '1.5rem', mt: 5, mb: 1.5 },
        '& h3': { typography: 'h3', mt: 3, mb: 1 },
        '& p': { typography: 'body1', mt: 0, mb: 2, lineHeight: 1.7 },
        '& ul, & ol': { typography: 'body1', pl: 3, mt: 0, mb: 2, lineHeight: 1.7 },
        '& li': { mb: 0.75 },
        '& a': { color: 'primary.main', textUnderlineOffset: '2px' },
        '& table': { width: '100%', borderCollapse: 'collapse', mb: 3, typography: 'body2' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        '& th': { bgcolor: 'background.default', fontWeight: 700 },
      }}
    />
  );
}

import type { Faq } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as React from 'react';

/** Questions grouped by category, answers always visible: readable without JavaScript. */
export const FaqList = React.memo(function FaqList({ faqs }: { faqs: Faq[] }) {
  const categories = [...new Set(faqs.map((faq) => faq.category))];
  return (
    <>
      {categories.map((category) => (
        <Box key={category} component="section" sx={{ mb: 5 }} aria-labelledby={`faq-${slug(category)}`}>
          <Typography id={`faq-${slug(category)}`} variant="h2" gutterBottom>
            {category}
          </Typography>
          {faqs
            .filter((faq) => faq.category === category)
            .map((faq) => (
              <Box key={faq.id} sx={{ mb: 3 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {faq.question}
                </Typography>
                <Typography>{faq.answer}</Typography>
              </Box>
            ))}
        </Box>
      ))}
    </>
  );
});

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

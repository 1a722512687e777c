import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Faq } from '@lendbridge/contract';
import * as React from 'react';

/** Questions grouped by category, answers always visible: readable without JavaScript. */
export const FaqList = React.memo(function FaqList({ faqs }: { faqs: Faq[] }) {
  const categories = [...new Set(faqs.map((faq) => faq.category))];
  return (
    <>
      {categories.map((category) => (
        <Box component="section" sx={{ mb: 5 }} key={category} aria-labelledby={`faq-${slug(category)}`}>
          <Typography id={`faq-${slug(category)}`} variant="h2" gutterBottom>
            {category}
          </Typography>
          {faqs
            .filter((faq) => faq.category === category)
            .map((faq) => (
              <Box sx={{ mb: 3 }} key={faq.id}>
                <Typography variant="h3" gutterBottom>
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

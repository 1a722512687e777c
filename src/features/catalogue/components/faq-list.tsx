import type { Faq } from '@lendbridge/contract';
import * as React from 'react';
import { Text } from '../../../components/ui/text';
import * as space from '../../../components/ui/space.module.css';

/** Questions grouped by category, answers always visible: readable without JavaScript. */
export const FaqList = React.memo(function FaqList({ faqs }: { faqs: Faq[] }) {
  const categories = [...new Set(faqs.map((faq) => faq.category))];
  return (
    <>
      {categories.map((category) => (
        <section key={category} className={space.mb5} aria-labelledby={`faq-${slug(category)}`}>
          <Text id={`faq-${slug(category)}`} variant="h2" gutterBottom>
            {category}
          </Text>
          {faqs
            .filter((faq) => faq.category === category)
            .map((faq) => (
              <div key={faq.id} className={space.mb3}>
                <Text variant="h3" gutterBottom>
                  {faq.question}
                </Text>
                <Text>{faq.answer}</Text>
              </div>
            ))}
        </section>
      ))}
    </>
  );
});

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

import { article, faqPage, jsonLd, organization } from '../structured-data';

describe('structured data', () => {
  it('describes the organization at the site address', () => {
    expect(organization('https://lendbridge.example')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Lendbridge',
      url: 'https://lendbridge.example/',
    });
  });

  it('lists every question with its answer on the FAQ page', () => {
    const data = faqPage([
      { question: 'What is APR?', answer: 'The yearly cost of borrowing.' },
      { question: 'Is it free?', answer: 'Yes.' },
    ]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'What is APR?',
        acceptedAnswer: { '@type': 'Answer', text: 'The yearly cost of borrowing.' },
      },
      { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
    ]);
  });

  it('names an article’s headline, date, author and publisher', () => {
    expect(
      article({
        title: 'APR versus interest rate',
        description: 'Why the APR is the number to compare.',
        date: '2026-03-01',
        author: 'Ada Obi',
        url: 'https://lendbridge.example/blog/apr',
        siteUrl: 'https://lendbridge.example',
      }),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'APR versus interest rate',
      datePublished: '2026-03-01',
      author: { '@type': 'Person', name: 'Ada Obi' },
      publisher: { '@id': 'https://lendbridge.example/#organization' },
    });
  });

  it('gives the date an article was last reviewed, when it was', () => {
    const facts = {
      title: 'T',
      description: 'D',
      date: '2026-03-01',
      author: 'Ada Obi',
      url: 'https://lendbridge.example/blog/t',
      siteUrl: 'https://lendbridge.example',
    };
    expect(article({ ...facts, updated: '2026-11-02' })).toMatchObject({ dateModified: '2026-11-02' });
    expect(article(facts)).not.toHaveProperty('dateModified');
  });

  it('cannot be closed early by text that looks like a closing script tag', () => {
    const text = jsonLd(faqPage([{ question: 'Q', answer: '</script><script>alert(1)</script>' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).mainEntity[0].acceptedAnswer.text).toBe('</script><script>alert(1)</script>');
  });
});

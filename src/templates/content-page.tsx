import Box from '@mui/material/Box';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../components/layout/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';

interface ContentPageData {
  markdownRemark: {
    html: string;
    frontmatter: { title: string; description: string };
  };
}

export default function ContentPage({ data }: PageProps<ContentPageData>) {
  const { html, frontmatter } = data.markdownRemark;
  return (
    <SiteLayout>
      <PageHeading title={frontmatter.title} lead={frontmatter.description} />
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
    </SiteLayout>
  );
}

export function Head({ data, location }: HeadProps<ContentPageData>) {
  return (
    <Seo
      title={data.markdownRemark.frontmatter.title}
      description={data.markdownRemark.frontmatter.description}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query ContentPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
      }
    }
  }
`;

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../components/layout/site-layout';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

interface BlogPostData {
  markdownRemark: {
    html: string;
    frontmatter: { title: string; date: string; displayDate: string; description: string; author: string };
  };
}

export default function BlogPostPage({ data }: PageProps<BlogPostData>) {
  const { html, frontmatter } = data.markdownRemark;
  return (
    <SiteLayout>
      <Box component="article">
        <Typography variant="h1" gutterBottom>
          {frontmatter.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          By {frontmatter.author} · <time dateTime={frontmatter.date}>{frontmatter.displayDate}</time>
        </Typography>
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
      </Box>
      <Typography sx={{ mt: 4 }}>
        <Link to="/blog">← Back to all guides and articles</Link>
      </Typography>
    </SiteLayout>
  );
}

export function Head({ data, location }: HeadProps<BlogPostData>) {
  return (
    <Seo
      title={data.markdownRemark.frontmatter.title}
      description={data.markdownRemark.frontmatter.description}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query BlogPost($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        date
        displayDate: date(formatString: "D MMMM YYYY")
        description
        author
      }
    }
  }
`;

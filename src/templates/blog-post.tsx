import Typography from '@mui/material/Typography';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { MarkdownBody } from '../components/markdown-body';
import { Seo } from '../components/seo';
import { siteEnv } from '../config/env';
import { Link } from '../lib/link';
import { article } from '../lib/structured-data';

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
      <article>
        <Typography variant="h1" gutterBottom>
          {frontmatter.title}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 4 }}>
          By {frontmatter.author} · <time dateTime={frontmatter.date}>{frontmatter.displayDate}</time>
        </Typography>
        <MarkdownBody html={html} />
      </article>
      <Typography sx={{ mt: 4 }}>
        <Link to="/blog">← Back to all guides and articles</Link>
      </Typography>
    </SiteLayout>
  );
}

export function Head({ data, location }: HeadProps<BlogPostData>) {
  const { title, description, date, author } = data.markdownRemark.frontmatter;
  return (
    <Seo
      title={title}
      description={description}
      pathname={location.pathname}
      type="article"
      structuredData={[
        article({
          title,
          description,
          date,
          author,
          url: `${siteEnv.siteUrl}${location.pathname}`,
          siteUrl: siteEnv.siteUrl,
        }),
      ]}
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

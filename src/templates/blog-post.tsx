import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { MarkdownBody } from '../components/markdown-body';
import { Seo } from '../components/seo';
import { siteEnv } from '../config/env';
import { Link } from '../lib/link';
import { article } from '../lib/structured-data';

interface PostFacts {
  title: string;
  date: string;
  displayDate: string;
  updated: string;
  displayUpdated: string;
  description: string;
  author: string;
  authorRole: string;
  reviewer: string;
  reviewerRole: string;
  topic: string;
}

interface RelatedPost {
  id: string;
  frontmatter: { title: string; description: string };
  parent: { name: string } | null;
}

interface BlogPostData {
  markdownRemark: { html: string; timeToRead: number; frontmatter: PostFacts };
  related: { nodes: RelatedPost[] };
}

/** Where a reader goes from a post: students to the scholarships, everyone else to the check. */
function NextStep({ topic }: { topic: string }) {
  const students = topic === 'students';
  return (
    <Paper component="section" aria-labelledby="next-step" variant="outlined" sx={{ p: 3, mt: 5 }}>
      <Typography id="next-step" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Your next step
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {students
          ? 'Search the open scholarships of our partner schools, then see what a loan would cost for the rest of your fees.'
          : 'See which lenders would lend to you, with every cost in naira, before you apply anywhere. It takes about five minutes and does not affect any loan you have.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
        {students ? (
          <Button component={GatsbyLink} to="/scholarships" variant="contained">
            Search scholarships
          </Button>
        ) : null}
        <Button component={GatsbyLink} to="/eligibility-check" variant={students ? 'outlined' : 'contained'}>
          Check your eligibility
        </Button>
      </Stack>
    </Paper>
  );
}

export default function BlogPostPage({ data }: PageProps<BlogPostData>) {
  const { html, timeToRead, frontmatter: post } = data.markdownRemark;
  const related = data.related.nodes;
  return (
    <SiteLayout>
      <article>
        <Typography variant="h1" gutterBottom>
          {post.title}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          By {post.author}, {post.authorRole} · Reviewed by {post.reviewer}, {post.reviewerRole}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 4 }}>
          Published <time dateTime={post.date}>{post.displayDate}</time> · Updated{' '}
          <time dateTime={post.updated}>{post.displayUpdated}</time> · {timeToRead} min read
        </Typography>
        <MarkdownBody html={html} />
        <NextStep topic={post.topic} />
      </article>
      {related.length > 0 ? (
        <Box component="section" aria-labelledby="related-posts" sx={{ mt: 5 }}>
          <Typography id="related-posts" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Related guides
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {related.map((other) => (
              <li key={other.id}>
                <Link to={`/blog/${other.parent?.name ?? ''}`}>{other.frontmatter.title}</Link>
                <Typography variant="body2" color="text.secondary">
                  {other.frontmatter.description}
                </Typography>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Typography sx={{ mt: 4 }}>
        <Link to="/blog">← Back to all guides and articles</Link>
      </Typography>
    </SiteLayout>
  );
}

export function Head({ data, location }: HeadProps<BlogPostData>) {
  const { title, description, date, updated, author } = data.markdownRemark.frontmatter;
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
          updated,
          author,
          url: `${siteEnv.siteUrl}${location.pathname}`,
          siteUrl: siteEnv.siteUrl,
        }),
      ]}
    />
  );
}

export const query = graphql`
  query BlogPost($id: String!, $related: [String!]!) {
    markdownRemark(id: { eq: $id }) {
      html
      timeToRead
      frontmatter {
        title
        date
        displayDate: date(formatString: "D MMMM YYYY")
        updated
        displayUpdated: updated(formatString: "D MMMM YYYY")
        description
        author
        authorRole
        reviewer
        reviewerRole
        topic
      }
    }
    related: allMarkdownRemark(filter: { id: { in: $related } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        id
        frontmatter {
          title
          description
        }
        parent {
          ... on File {
            name
          }
        }
      }
    }
  }
`;

import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Stack } from '../components/ui/stack';
import { Text } from '../components/ui/text';
import * as space from '../components/ui/space.module.css';
import { Link } from '../lib/link';
import * as styles from './blog-list.module.css';

export interface BlogListContext {
  limit: number;
  skip: number;
  currentPage: number;
  numPages: number;
}

interface BlogListItem {
  id: string;
  frontmatter: { title: string; date: string; displayDate: string; description: string };
  parent: { name: string } | null;
}

interface BlogListData {
  allMarkdownRemark: { nodes: BlogListItem[] };
}

// Mirrors blogListPath in build/create-content-pages.ts, which the browser bundle cannot import.
function listPath(page: number): string {
  return page === 1 ? '/blog' : `/page-${page}`;
}

export default function BlogListPage({ data, pageContext }: PageProps<BlogListData, BlogListContext>) {
  const { currentPage, numPages } = pageContext;
  const posts = data.allMarkdownRemark.nodes;
  return (
    <SiteLayout>
      <PageHeading
        title={currentPage === 1 ? 'Guides and articles' : `Guides and articles, page ${currentPage}`}
        lead="Practical writing on borrowing sensibly, reading a loan offer, budgeting and paying for your studies, from the Lendbridge team."
      />
      <ul className={space.bareList}>
        {posts.map((post) => (
          <li key={post.id} className={styles.post}>
            <article>
              <Text variant="h2" className={styles.postTitle}>
                <Link to={`/blog/${post.parent?.name ?? ''}`} className={styles.postLink}>
                  {post.frontmatter.title}
                </Link>
              </Text>
              <Text variant="body2" tone="secondary" className={space.mb1}>
                <time dateTime={post.frontmatter.date}>{post.frontmatter.displayDate}</time>
              </Text>
              <Text>{post.frontmatter.description}</Text>
            </article>
          </li>
        ))}
      </ul>
      {numPages > 1 ? (
        <Stack
          as="nav"
          aria-label="Blog pages"
          direction="row"
          wrap
          spacing={2}
          align="center"
          justify="between"
        >
          {currentPage > 1 ? (
            <Link to={listPath(currentPage - 1)} rel="prev">
              ← Newer articles
            </Link>
          ) : (
            <span />
          )}
          <Text variant="body2" tone="secondary">
            Page {currentPage} of {numPages}
          </Text>
          {currentPage < numPages ? (
            <Link to={listPath(currentPage + 1)} rel="next">
              Older articles →
            </Link>
          ) : (
            <span />
          )}
        </Stack>
      ) : null}
    </SiteLayout>
  );
}

export function Head({ location, pageContext }: HeadProps<BlogListData, BlogListContext>) {
  const { currentPage, numPages } = pageContext;
  if (currentPage === 1) {
    return (
      <Seo
        title="Blog: guides on loans, budgeting and student finance"
        description="Guides from Lendbridge on responsible borrowing, APR, salary loans, budgeting in naira, avoiding loan scams and paying for university in Nigeria."
        pathname={location.pathname}
      />
    );
  }
  return (
    <Seo
      title={`Blog, page ${currentPage} of ${numPages}`}
      description={`Page ${currentPage} of the Lendbridge blog: earlier guides on borrowing within your means, comparing loan costs in naira and repaying from your salary.`}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query BlogList($limit: Int!, $skip: Int!) {
    allMarkdownRemark(
      filter: { fileAbsolutePath: { regex: "/content/blog/" } }
      sort: { frontmatter: { date: DESC } }
      limit: $limit
      skip: $skip
    ) {
      nodes {
        id
        frontmatter {
          title
          date
          displayDate: date(formatString: "D MMMM YYYY")
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

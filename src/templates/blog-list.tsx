import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

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
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {posts.map((post) => (
          <Box
            component="li"
            key={post.id}
            sx={{
              mb: 4,
              pb: 4,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <article>
              <Typography variant="h2" sx={{ mb: 1, fontSize: '1.5rem' }}>
                <Box
                  component={Link}
                  to={`/blog/${post.parent?.name ?? ''}`}
                  sx={{ textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}
                >
                  {post.frontmatter.title}
                </Box>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                <time dateTime={post.frontmatter.date}>{post.frontmatter.displayDate}</time>
              </Typography>
              <Typography>{post.frontmatter.description}</Typography>
            </article>
          </Box>
        ))}
      </Box>
      {numPages > 1 ? (
        <Pagination
          aria-label="Blog pages"
          page={currentPage}
          count={numPages}
          getItemAriaLabel={(type, page) =>
            type === 'previous' ? 'Newer articles' : type === 'next' ? 'Older articles' : `Page ${page}`
          }
          renderItem={(item) =>
            item.disabled || item.page === null ? (
              <PaginationItem {...item} />
            ) : (
              <PaginationItem {...item} component={Link} to={listPath(item.page)} />
            )
          }
        />
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

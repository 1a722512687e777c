import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';

export const POSTS_PER_PAGE = 5;

/**
 * The blog's second page is "page-2" (docs/requirements.md#content-pages), so later pages sit at
 * the site root too.
 */
export function blogListPath(page: number): string {
  return page === 1 ? '/blog' : `/page-${page}`;
}

interface MarkdownFileNode {
  id: string;
  frontmatter: { topic: string | null } | null;
  parent: { name: string; sourceInstanceName: string } | null;
}

/** How many other posts a post suggests at its end. */
export const RELATED_POSTS = 3;

/**
 * The posts to suggest after `post`: those on its topic, then others, the newest of each first
 * (`posts` is newest first).
 */
export function relatedPosts(post: MarkdownFileNode, posts: MarkdownFileNode[]): string[] {
  const others = posts.filter((other) => other.id !== post.id);
  const topic = post.frontmatter?.topic;
  const onTopic = others.filter((other) => topic && other.frontmatter?.topic === topic);
  const rest = others.filter((other) => !onTopic.includes(other));
  return [...onTopic, ...rest].slice(0, RELATED_POSTS).map((other) => other.id);
}

interface ContentQueryResult {
  allMarkdownRemark: { nodes: MarkdownFileNode[] };
}

/** Blog list pages, one page per post and the content pages, all from the Markdown under content/. */
export async function createContentPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  const result = await graphql<ContentQueryResult>(`
    {
      allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          frontmatter {
            topic
          }
          parent {
            ... on File {
              name
              sourceInstanceName
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the Markdown under content/.', result.errors);
    return;
  }

  const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);
  const nodes = result.data.allMarkdownRemark.nodes;
  const inCollection = (name: string) => nodes.filter((node) => node.parent?.sourceInstanceName === name);
  const posts = inCollection('blog');
  const pages = inCollection('pages');

  const numPages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  for (let index = 0; index < numPages; index += 1) {
    actions.createPage({
      path: blogListPath(index + 1),
      component: template('blog-list'),
      context: { limit: POSTS_PER_PAGE, skip: index * POSTS_PER_PAGE, currentPage: index + 1, numPages },
    });
  }

  for (const post of posts) {
    actions.createPage({
      path: `/blog/${post.parent?.name ?? post.id}`,
      component: template('blog-post'),
      context: { id: post.id, related: relatedPosts(post, posts) },
    });
  }

  for (const page of pages) {
    actions.createPage({
      path: `/${page.parent?.name ?? page.id}`,
      component: template('content-page'),
      context: { id: page.id },
    });
  }
}

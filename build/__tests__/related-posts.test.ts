import { RELATED_POSTS, relatedPosts } from '../create-content-pages';

const post = (id: string, topic: string | null) => ({
  id,
  frontmatter: { topic },
  parent: { name: id, sourceInstanceName: 'blog' },
});

// Newest first, as the build reads them.
const posts = [
  post('scams', 'safety'),
  post('offer', 'borrowing'),
  post('scholarships', 'students'),
  post('apr', 'borrowing'),
  post('fees', 'students'),
  post('budget', 'borrowing'),
];

describe('the posts suggested after a post', () => {
  it('are on its topic first, newest first, then others, never itself', () => {
    expect(relatedPosts(posts[2]!, posts)).toEqual(['fees', 'scams', 'offer']);
    expect(relatedPosts(posts[1]!, posts)).toEqual(['apr', 'budget', 'scams']);
  });

  it('are at most a few, and others when no post shares its topic', () => {
    expect(relatedPosts(posts[0]!, posts)).toHaveLength(RELATED_POSTS);
    expect(relatedPosts(post('new', null), posts)).toEqual(['scams', 'offer', 'scholarships']);
  });
});

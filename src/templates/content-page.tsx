import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { MarkdownBody } from '../components/markdown-body';
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
      <MarkdownBody html={html} />
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

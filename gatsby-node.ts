import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { createContentPages } from './build/create-content-pages';
import { fetchCatalogue } from './build/fetch-catalogue';
import { createInstitutionPages } from './build/create-institution-pages';

const apiUrl = (process.env.GATSBY_API_URL || 'http://localhost:5000').replace(/\/+$/, '');

/**
 * Pages whose content comes from the gateway or from the Markdown under content/ are created here,
 * with that content pre-rendered.
 */
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  await createContentPages({ actions, graphql, reporter });
  await createInstitutionPages({ actions, reporter });

  const activity = reporter.activityTimer(`Reading the catalogue from ${apiUrl}`);
  activity.start();
  const catalogue = await fetchCatalogue(apiUrl).catch((error: Error) => reporter.panic(error.message));
  activity.end();

  const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);
  actions.createPage({
    path: '/',
    component: template('home'),
    context: {
      providers: catalogue.providers,
      testimonials: catalogue.testimonials,
      loanTypes: catalogue.loanTypes,
    },
  });
  actions.createPage({ path: '/faq', component: template('faq'), context: { faqs: catalogue.faqs } });
  actions.createPage({
    path: '/about-us',
    component: template('about-us'),
    context: { providers: catalogue.providers },
  });
};

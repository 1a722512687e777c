/** The site's main navigation, shared by the header and the footer. */
export const primaryNavigation = [
  { to: '/eligibility-check', label: 'Check eligibility' },
  { to: '/scholarships', label: 'Scholarships' },
  { to: '/partner', label: 'Partner institutions' },
  { to: '/faq', label: 'FAQ' },
  { to: '/blog', label: 'Blog' },
] as const;

export const footerNavigation = [
  {
    heading: 'Borrow',
    links: [
      { to: '/eligibility-check', label: 'Check eligibility' },
      { to: '/application', label: 'Apply for an offer' },
      { to: '/refer', label: 'Refer a friend' },
      { to: '/faq', label: 'Questions and answers' },
    ],
  },
  {
    heading: 'Students',
    links: [
      { to: '/scholarships', label: 'Scholarships' },
      { to: '/partner', label: 'Partner institutions' },
      { to: '/blog', label: 'Guides and articles' },
    ],
  },
  {
    heading: 'Lendbridge',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/partner-with-us', label: 'Partner with us' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy-policy', label: 'Privacy policy' },
    ],
  },
] as const;

import * as React from 'react';
import { isHeadElement } from '../head-element';

// The two kinds of element Gatsby passes to wrapRootElement in the browser.
const Head = ({ location }: { location: { pathname: string } }) => <title>{location.pathname}</title>;
class LocationHandler extends React.Component {
  override render() {
    return null;
  }
}

it('tells a page’s <Head>, given the page’s props, from the page root Gatsby wraps', () => {
  expect(isHeadElement(<Head location={{ pathname: '/faq' }} />)).toBe(true);
  expect(isHeadElement(<LocationHandler />)).toBe(false);
});

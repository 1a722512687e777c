// Stands in for axios's fetch adapter in the browser bundle (see gatsby-node.ts): browsers use its
// XMLHttpRequest adapter, the first in axios's default list, so this one is never chosen there.
export const getFetch = () => false;
export default false;

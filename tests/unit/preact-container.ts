import { render } from 'preact';

/**
 * For tests that render with Preact directly: a fresh element in the document for each test,
 * unmounted and removed after it. Call at the top of a test file; read the element through the
 * returned function inside each test.
 */
export function preactContainerPerTest(): () => HTMLElement {
  let container: HTMLElement | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    if (!container) return;
    render(null, container);
    container.remove();
  });
  return () => {
    if (!container) throw new Error('preactContainerPerTest: read the container inside a test');
    return container;
  };
}

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// The build hydrates with Preact (see gatsby-config.ts), so the field's hydration is checked under
// Preact, as progressive-hydration.test.ts checks the regions.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));
jest.mock('react/jsx-dev-runtime', () => jest.requireActual('preact/jsx-runtime'));

import { createElement as h, hydrate, useEffect, useState, type ComponentType } from 'preact/compat';
import { renderToString } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import {
  beginProgressiveHydration,
  endInitialHydrationPass,
  whenHydrated,
} from '../../../lib/progressive-hydration';
import { preactContainerPerTest } from '../../../../tests/unit/preact-container';
import { TextField, type TextFieldProps } from '../text-field';

// Preact's h() takes the children apart from the props.
const Field = TextField as unknown as ComponentType<TextFieldProps>;

// jsdom has no MessageChannel; this one delivers each message in a task of its own, as browsers do.
class TaskChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.()) };
}
Object.assign(globalThis, { MessageChannel: TaskChannel });

const container = preactContainerPerTest();

it('reports what the visitor typed into the built box before the field hydrated', async () => {
  const changes: string[] = [];
  const Search: ComponentType = () => {
    const [text, setText] = useState('');
    return h(Field, {
      id: 'search',
      label: 'Search',
      value: text,
      onChange: (event) => {
        changes.push(event.target.value);
        setText(event.target.value);
      },
    });
  };
  const Page: ComponentType = () => {
    useEffect(() => endInitialHydrationPass(), []);
    return h(Search, null);
  };
  container().innerHTML = renderToString(h(Page, null));
  // Typed before the page's script had run: no handler heard it.
  container().querySelector('input')!.value = 'savannah';

  beginProgressiveHydration();
  hydrate(h(Page, null), container());
  await new Promise<void>((resolve) => whenHydrated(resolve));
  await act(async () => undefined);

  expect(changes).toEqual(['savannah']);
  expect(container().querySelector('input')!.value).toBe('savannah');
});

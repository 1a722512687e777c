/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// The build renders with Preact (gatsby-config.ts aliases `react` to preact/compat); these tests
// do the same, so the two shims that keep Preact behaving as React are checked under Preact.
jest.mock('react', () => jest.requireActual('preact/compat'));

import { createElement as h, render, hydrate, type ComponentType } from 'preact/compat';
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import { useClientSnapshot } from '../client-snapshot';
import { keepUncontrolledFieldsUncontrolled } from '../uncontrolled-fields';
import { preactContainerPerTest } from '../../../tests/unit/preact-container';

const container = preactContainerPerTest();

/** Renders a form field, lets the person change it, then re-renders it as a focus change would. */
function changeThenRerender(
  tag: 'input' | 'textarea' | 'select',
  props: Record<string, unknown>,
  typed: string,
  children: ComponentChildren = null,
): string {
  const field = (round: number) =>
    h(tag, { ...props, 'data-round': round, onChange: () => undefined }, children);
  act(() => {
    render(field(1), container());
  });
  const element = container().firstElementChild as HTMLInputElement;
  element.value = typed;
  act(() => {
    render(field(2), container());
  });
  return element.value;
}

const options = ['', 'lender', 'employer'].map((value) =>
  h('option', { key: value, value }, value || 'Choose one'),
);

describe('uncontrolled fields under preact/compat', () => {
  // MUI passes `value: undefined` for uncontrolled fields. This first test shows what compat
  // alone does with it, so it fails (and the shim can go) once Preact behaves as React.
  it('without the shim, compat writes the default back over what was typed', () => {
    expect(changeThenRerender('textarea', { value: undefined }, 'typed')).toBe('');
    expect(changeThenRerender('select', { value: undefined, defaultValue: '' }, 'employer', options)).toBe(
      '',
    );
  });

  describe('with the shim', () => {
    beforeAll(() => keepUncontrolledFieldsUncontrolled());

    it('keeps what was typed into a textarea', () => {
      expect(changeThenRerender('textarea', { value: undefined }, 'We would like to partner.')).toBe(
        'We would like to partner.',
      );
    });

    it('keeps the option chosen in a select that has a default', () => {
      expect(changeThenRerender('select', { value: undefined, defaultValue: '' }, 'employer', options)).toBe(
        'employer',
      );
    });

    it('keeps what was typed into an input that has a default', () => {
      expect(changeThenRerender('input', { value: undefined, defaultValue: 'Ada' }, 'Ada Obi')).toBe(
        'Ada Obi',
      );
    });

    it('still holds a controlled field to its value', () => {
      expect(changeThenRerender('input', { value: 'fixed' }, 'changed')).toBe('fixed');
    });
  });
});

describe('useClientSnapshot under Preact', () => {
  const noSubscription = () => () => undefined;
  const browserOnly = () => {
    if (typeof window === 'undefined' || !container()) throw new Error('read a browser global');
    return 'browser';
  };
  const renders: string[] = [];
  const Probe: ComponentType = () => {
    const value = useClientSnapshot(noSubscription, browserOnly, () => 'server');
    renders.push(value);
    return h('p', null, value);
  };

  it('renders the server snapshot on the server and while hydrating, then the browser value', () => {
    const html = renderToString(h(Probe, null));
    expect(html).toBe('<p>server</p>');

    renders.length = 0;
    container().innerHTML = html;
    act(() => {
      hydrate(h(Probe, null), container());
    });

    expect(renders[0]).toBe('server');
    expect(renders.at(-1)).toBe('browser');
    expect(container().textContent).toBe('browser');
  });

  it('renders the browser value first in a component mounted after hydration', () => {
    renders.length = 0;
    act(() => {
      render(h(Probe, null), container());
    });
    expect(renders).toEqual(['browser']);
  });
});

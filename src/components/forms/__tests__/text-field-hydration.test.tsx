import { act, within } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextField } from '../text-field';

function Search({ changes }: { changes: string[] }) {
  const [text, setText] = React.useState('');
  return (
    <>
      <TextField
        id="search"
        label="Search"
        value={text}
        onChange={(event) => {
          changes.push(event.target.value);
          setText(event.target.value);
        }}
      />
      <output>{text}</output>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('puts what the visitor typed into the built box before hydration into the form state', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Search changes={[]} />);
  // Typed before the page's script had run: no handler heard it.
  within(container).getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value = 'savannah';

  const changes: string[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Search changes={changes} />);
  });

  expect(changes).toEqual(['savannah']);
  expect(within(container).getByRole('textbox', { name: 'Search' })).toHaveValue('savannah');
  expect(within(container).getByRole('status')).toHaveTextContent('savannah');
});

it('reports nothing when the box holds what the build wrote', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Search changes={[]} />);

  const changes: string[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Search changes={changes} />);
  });

  expect(changes).toEqual([]);
});

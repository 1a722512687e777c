import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CheckboxField } from '../checkbox-field';
import { TextField } from '../text-field';

/** A form of each kind of field, reporting every change it hears; the box's state drives a sibling. */
function Form({ changes }: { changes: string[] }) {
  const [text, setText] = React.useState('');
  const [town, setTown] = React.useState('');
  const [agreed, setAgreed] = React.useState(false);
  return (
    <form aria-label="Search">
      <TextField
        id="search"
        label="Search"
        value={text}
        onChange={(event) => {
          changes.push(`search=${event.target.value}`);
          setText(event.target.value);
        }}
      />
      <TextField
        id="town"
        label="Town"
        select
        value={town}
        onChange={(event) => {
          changes.push(`town=${event.target.value}`);
          setTown(event.target.value);
        }}
      >
        <option value="">Any town</option>
        <option value="kano">Kano</option>
        <option value="jos">Jos</option>
      </TextField>
      <CheckboxField
        id="agree"
        label="I agree"
        checked={agreed}
        onChange={(event) => {
          changes.push(`agree=${String(event.target.checked)}`);
          setAgreed(event.target.checked);
        }}
      />
      <output>{`${text}|${town}|${String(agreed)}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The build's HTML of the form, in the document, for a visitor to act on before hydration. */
function builtForm(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form changes={[]} />);
  return container;
}

async function hydrate(container: HTMLElement, changes: string[]) {
  await act(async () => {
    root = hydrateRoot(container, <Form changes={changes} />);
  });
}

it('puts what the visitor typed, picked and ticked before hydration into the form state', async () => {
  const container = builtForm();
  // Done before the page's script had run: no handler heard any of it.
  container.querySelector<HTMLInputElement>('#search')!.value = 'savannah';
  container.querySelector<HTMLSelectElement>('#town')!.value = 'jos';
  container.querySelector<HTMLInputElement>('#agree')!.checked = true;

  const changes: string[] = [];
  await hydrate(container, changes);

  expect(changes).toEqual(['search=savannah', 'town=jos', 'agree=true']);
  expect(container.querySelector('output')!.textContent).toBe('savannah|jos|true');
  // The renders the changes caused left the visitor's input in place.
  expect(container.querySelector<HTMLInputElement>('#search')!.value).toBe('savannah');
  expect(container.querySelector<HTMLSelectElement>('#town')!.value).toBe('jos');
  expect(container.querySelector<HTMLInputElement>('#agree')!.checked).toBe(true);
});

it('keeps typing after hydration heard as usual', async () => {
  const container = builtForm();
  container.querySelector<HTMLInputElement>('#search')!.value = 'sav';
  const changes: string[] = [];
  await hydrate(container, changes);

  await userEvent.type(container.querySelector<HTMLInputElement>('#search')!, 'anna');

  expect(container.querySelector('output')!.textContent).toBe('savanna||false');
  expect(changes.at(-1)).toBe('search=savanna');
});

it('reports nothing when every field holds what the build wrote', async () => {
  const container = builtForm();
  const changes: string[] = [];
  await hydrate(container, changes);

  expect(changes).toEqual([]);
});

it('keeps a box ticked before hydration in an uncontrolled checkbox, for the form to read', async () => {
  function Uncontrolled() {
    return (
      <form aria-label="Log in">
        <CheckboxField id="shared" name="shared" value="yes" label="This is a shared device" />
      </form>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Uncontrolled />);
  container.querySelector<HTMLInputElement>('#shared')!.checked = true;

  await act(async () => {
    root = hydrateRoot(container, <Uncontrolled />);
  });

  expect(new FormData(container.querySelector('form')!).get('shared')).toBe('yes');
});

it('keeps every field when the form builds its next state from the one it rendered with', async () => {
  function Payment() {
    const [values, setValues] = React.useState({ amount: '', reference: '' });
    const field = (name: keyof typeof values) => ({
      id: name,
      label: name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
    });
    return (
      <>
        <TextField {...field('amount')} />
        <TextField {...field('reference')} />
        <output>{`${values.amount}|${values.reference}`}</output>
      </>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Payment />);
  container.querySelector<HTMLInputElement>('#amount')!.value = '1500';
  container.querySelector<HTMLInputElement>('#reference')!.value = 'PAY-7';

  await act(async () => {
    root = hydrateRoot(container, <Payment />);
  });

  expect(container.querySelector('output')!.textContent).toBe('1500|PAY-7');
  expect(container.querySelector<HTMLInputElement>('#amount')!.value).toBe('1500');
});
